# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.run_in_session_request import RunInSessionRequest
from ...models.server_stream_event import ServerStreamEvent
from ...types import Response


def _get_kwargs(
    session_id: str,
    *,
    body: RunInSessionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/session/{session_id}/run".format(
            session_id=quote(str(session_id), safe=""),
        ),
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

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())

        return response_409

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
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RunInSessionRequest,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Run a command in a shell session

     Runs `command` in the session and streams its output (see "Output streams"): `init`
    (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
    `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
    the exit status). A session runs one command at a time; concurrent calls wait their turn
    in arrival order (`init` is sent at once, output follows when the run starts) and
    `timeout` counts from the start of the run. A timeout or a client that disconnects
    interrupts the running command, not the session.

    Args:
        session_id (str):
        body (RunInSessionRequest): Command to run in a shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RunInSessionRequest,
) -> ErrorResponse | ServerStreamEvent | None:
    """Run a command in a shell session

     Runs `command` in the session and streams its output (see "Output streams"): `init`
    (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
    `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
    the exit status). A session runs one command at a time; concurrent calls wait their turn
    in arrival order (`init` is sent at once, output follows when the run starts) and
    `timeout` counts from the start of the run. A timeout or a client that disconnects
    interrupts the running command, not the session.

    Args:
        session_id (str):
        body (RunInSessionRequest): Command to run in a shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RunInSessionRequest,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Run a command in a shell session

     Runs `command` in the session and streams its output (see "Output streams"): `init`
    (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
    `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
    the exit status). A session runs one command at a time; concurrent calls wait their turn
    in arrival order (`init` is sent at once, output follows when the run starts) and
    `timeout` counts from the start of the run. A timeout or a client that disconnects
    interrupts the running command, not the session.

    Args:
        session_id (str):
        body (RunInSessionRequest): Command to run in a shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RunInSessionRequest,
) -> ErrorResponse | ServerStreamEvent | None:
    """Run a command in a shell session

     Runs `command` in the session and streams its output (see "Output streams"): `init`
    (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
    `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
    the exit status). A session runs one command at a time; concurrent calls wait their turn
    in arrival order (`init` is sent at once, output follows when the run starts) and
    `timeout` counts from the start of the run. A timeout or a client that disconnects
    interrupts the running command, not the session.

    Args:
        session_id (str):
        body (RunInSessionRequest): Command to run in a shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            body=body,
        )
    ).parsed
