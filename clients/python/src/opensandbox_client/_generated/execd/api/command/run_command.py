# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.run_command_request import RunCommandRequest
from ...models.server_stream_event import ServerStreamEvent
from ...types import Response


def _get_kwargs(
    *,
    body: RunCommandRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/command",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | ServerStreamEvent | None:
    if response.status_code == 200:
        response_200 = ServerStreamEvent.from_dict(response.text)

        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())

        return response_404

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorResponse | ServerStreamEvent]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RunCommandRequest,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Run a shell command

     Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
    and streams its output (see "Output streams").

    Foreground (default): `init` (its `text` is the command id), then `stdout` and
    `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
    exactly one of `execution_complete` (exit status 0) or `error` (`ename`
    `CommandExecError`, `evalue` the exit status as a decimal string). The process is
    killed when `timeout` expires; its `error` event then carries `timed_out: true`
    (extension) and a traceback line saying so.

    Background (`background: true`): `init` then `execution_complete` immediately; the
    process keeps running. Follow it with `getCommandStatus` and
    `getBackgroundCommandLogs`.

    With `stdin: true` (extension) the process reads its standard input from a pipe fed
    by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
    `/dev/null`.

    A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.

    Args:
        body (RunCommandRequest): Command to run; exactly one of `command` (shell text) and `argv`
            (no shell).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RunCommandRequest,
) -> ErrorResponse | ServerStreamEvent | None:
    """Run a shell command

     Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
    and streams its output (see "Output streams").

    Foreground (default): `init` (its `text` is the command id), then `stdout` and
    `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
    exactly one of `execution_complete` (exit status 0) or `error` (`ename`
    `CommandExecError`, `evalue` the exit status as a decimal string). The process is
    killed when `timeout` expires; its `error` event then carries `timed_out: true`
    (extension) and a traceback line saying so.

    Background (`background: true`): `init` then `execution_complete` immediately; the
    process keeps running. Follow it with `getCommandStatus` and
    `getBackgroundCommandLogs`.

    With `stdin: true` (extension) the process reads its standard input from a pipe fed
    by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
    `/dev/null`.

    A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.

    Args:
        body (RunCommandRequest): Command to run; exactly one of `command` (shell text) and `argv`
            (no shell).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RunCommandRequest,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Run a shell command

     Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
    and streams its output (see "Output streams").

    Foreground (default): `init` (its `text` is the command id), then `stdout` and
    `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
    exactly one of `execution_complete` (exit status 0) or `error` (`ename`
    `CommandExecError`, `evalue` the exit status as a decimal string). The process is
    killed when `timeout` expires; its `error` event then carries `timed_out: true`
    (extension) and a traceback line saying so.

    Background (`background: true`): `init` then `execution_complete` immediately; the
    process keeps running. Follow it with `getCommandStatus` and
    `getBackgroundCommandLogs`.

    With `stdin: true` (extension) the process reads its standard input from a pipe fed
    by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
    `/dev/null`.

    A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.

    Args:
        body (RunCommandRequest): Command to run; exactly one of `command` (shell text) and `argv`
            (no shell).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RunCommandRequest,
) -> ErrorResponse | ServerStreamEvent | None:
    """Run a shell command

     Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
    and streams its output (see "Output streams").

    Foreground (default): `init` (its `text` is the command id), then `stdout` and
    `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
    exactly one of `execution_complete` (exit status 0) or `error` (`ename`
    `CommandExecError`, `evalue` the exit status as a decimal string). The process is
    killed when `timeout` expires; its `error` event then carries `timed_out: true`
    (extension) and a traceback line saying so.

    Background (`background: true`): `init` then `execution_complete` immediately; the
    process keeps running. Follow it with `getCommandStatus` and
    `getBackgroundCommandLogs`.

    With `stdin: true` (extension) the process reads its standard input from a pipe fed
    by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
    `/dev/null`.

    A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.

    Args:
        body (RunCommandRequest): Command to run; exactly one of `command` (shell text) and `argv`
            (no shell).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
