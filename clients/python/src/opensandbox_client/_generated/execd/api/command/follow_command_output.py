# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.server_stream_event import ServerStreamEvent
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    cursor: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/command/{id}/events".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

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
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Follow a background command's output as events

     Streams the output of a background command as an execution stream (see "Output
    streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
    from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
    from the beginning), split into lines as for a foreground command (`partial` pieces
    included), `ping` keep-alives while it is quiet, and once the command has ended and its
    output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
    (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
    command that has already ended the stream replays what its log still holds and ends.

    A client that reads slower than the command writes never slows the command down: the
    stream reads from the command's log (the last 8 MiB), so output dropped from the log
    before the client got to it is skipped. Disconnecting ends the stream, not the command.
    `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
    """

    kwargs = _get_kwargs(
        id=id,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> ErrorResponse | ServerStreamEvent | None:
    """Follow a background command's output as events

     Streams the output of a background command as an execution stream (see "Output
    streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
    from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
    from the beginning), split into lines as for a foreground command (`partial` pieces
    included), `ping` keep-alives while it is quiet, and once the command has ended and its
    output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
    (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
    command that has already ended the stream replays what its log still holds and ends.

    A client that reads slower than the command writes never slows the command down: the
    stream reads from the command's log (the last 8 MiB), so output dropped from the log
    before the client got to it is skipped. Disconnecting ends the stream, not the command.
    `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return sync_detailed(
        id=id,
        client=client,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Follow a background command's output as events

     Streams the output of a background command as an execution stream (see "Output
    streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
    from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
    from the beginning), split into lines as for a foreground command (`partial` pieces
    included), `ping` keep-alives while it is quiet, and once the command has ended and its
    output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
    (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
    command that has already ended the stream replays what its log still holds and ends.

    A client that reads slower than the command writes never slows the command down: the
    stream reads from the command's log (the last 8 MiB), so output dropped from the log
    before the client got to it is skipped. Disconnecting ends the stream, not the command.
    `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
    """

    kwargs = _get_kwargs(
        id=id,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> ErrorResponse | ServerStreamEvent | None:
    """Follow a background command's output as events

     Streams the output of a background command as an execution stream (see "Output
    streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
    from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
    from the beginning), split into lines as for a foreground command (`partial` pieces
    included), `ping` keep-alives while it is quiet, and once the command has ended and its
    output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
    (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
    command that has already ended the stream replays what its log still holds and ends.

    A client that reads slower than the command writes never slows the command down: the
    stream reads from the command's log (the last 8 MiB), so output dropped from the log
    before the client got to it is skipped. Disconnecting ends the stream, not the command.
    `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            cursor=cursor,
        )
    ).parsed
