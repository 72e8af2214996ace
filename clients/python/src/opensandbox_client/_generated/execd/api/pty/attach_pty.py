# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/pty/{id}/ws".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorResponse | None:
    if response.status_code == 101:
        response_101 = cast(Any, None)
        return response_101

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorResponse]:
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
) -> Response[Any | ErrorResponse]:
    """Attach to a terminal over WebSocket

     Upgrades the connection to a WebSocket bound to the terminal (token in the
    `X-EXECD-ACCESS-TOKEN` header as usual). Several clients may be attached at once; all
    receive the output and the input of each is written to the terminal.

    Framing:
    - Binary frames carry raw terminal bytes: client to server is keyboard input written
      to the terminal, server to client is terminal output.
    - Text frames carry JSON control messages (schemas in `x-opensandbox-websocket`).
      Client to server: `{"type": "resize", "cols": 120, "rows": 40}`. Server to client:
      `{"type": "exit", "exit_code": 0}`. Either side ignores text messages of a type it
      does not know.

    On attach the server first sends the buffered recent output (up to 1 MiB) as binary
    frames, then live output. When the process exits the server sends the `exit` message
    and closes the WebSocket with code 1000; attaching to an already exited session
    replays its output, sends `exit` and closes. Deleting the session closes attached
    sockets with code 1001.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Any | ErrorResponse | None:
    """Attach to a terminal over WebSocket

     Upgrades the connection to a WebSocket bound to the terminal (token in the
    `X-EXECD-ACCESS-TOKEN` header as usual). Several clients may be attached at once; all
    receive the output and the input of each is written to the terminal.

    Framing:
    - Binary frames carry raw terminal bytes: client to server is keyboard input written
      to the terminal, server to client is terminal output.
    - Text frames carry JSON control messages (schemas in `x-opensandbox-websocket`).
      Client to server: `{"type": "resize", "cols": 120, "rows": 40}`. Server to client:
      `{"type": "exit", "exit_code": 0}`. Either side ignores text messages of a type it
      does not know.

    On attach the server first sends the buffered recent output (up to 1 MiB) as binary
    frames, then live output. When the process exits the server sends the `exit` message
    and closes the WebSocket with code 1000; attaching to an already exited session
    replays its output, sends `exit` and closes. Deleting the session closes attached
    sockets with code 1001.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | ErrorResponse]:
    """Attach to a terminal over WebSocket

     Upgrades the connection to a WebSocket bound to the terminal (token in the
    `X-EXECD-ACCESS-TOKEN` header as usual). Several clients may be attached at once; all
    receive the output and the input of each is written to the terminal.

    Framing:
    - Binary frames carry raw terminal bytes: client to server is keyboard input written
      to the terminal, server to client is terminal output.
    - Text frames carry JSON control messages (schemas in `x-opensandbox-websocket`).
      Client to server: `{"type": "resize", "cols": 120, "rows": 40}`. Server to client:
      `{"type": "exit", "exit_code": 0}`. Either side ignores text messages of a type it
      does not know.

    On attach the server first sends the buffered recent output (up to 1 MiB) as binary
    frames, then live output. When the process exits the server sends the `exit` message
    and closes the WebSocket with code 1000; attaching to an already exited session
    replays its output, sends `exit` and closes. Deleting the session closes attached
    sockets with code 1001.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Any | ErrorResponse | None:
    """Attach to a terminal over WebSocket

     Upgrades the connection to a WebSocket bound to the terminal (token in the
    `X-EXECD-ACCESS-TOKEN` header as usual). Several clients may be attached at once; all
    receive the output and the input of each is written to the terminal.

    Framing:
    - Binary frames carry raw terminal bytes: client to server is keyboard input written
      to the terminal, server to client is terminal output.
    - Text frames carry JSON control messages (schemas in `x-opensandbox-websocket`).
      Client to server: `{"type": "resize", "cols": 120, "rows": 40}`. Server to client:
      `{"type": "exit", "exit_code": 0}`. Either side ignores text messages of a type it
      does not know.

    On attach the server first sends the buffered recent output (up to 1 MiB) as binary
    frames, then live output. When the process exits the server sends the `exit` message
    and closes the WebSocket with code 1000; attaching to an already exited session
    replays its output, sends `exit` and closes. Deleting the session closes attached
    sockets with code 1001.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
