# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_pty_request import CreatePtyRequest
from ...models.error_response import ErrorResponse
from ...models.pty_session import PtySession
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreatePtyRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/pty",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | PtySession | None:
    if response.status_code == 201:
        response_201 = PtySession.from_dict(response.json())

        return response_201

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
) -> Response[ErrorResponse | PtySession]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePtyRequest | Unset = UNSET,
) -> Response[ErrorResponse | PtySession]:
    """Start a terminal

     Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
    The process starts immediately; output produced before a client attaches is kept for
    replay. `TERM` defaults to `xterm-256color` unless set in `env`.

    Args:
        body (CreatePtyRequest | Unset): Settings of a new terminal. All fields are optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PtySession]
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
    body: CreatePtyRequest | Unset = UNSET,
) -> ErrorResponse | PtySession | None:
    """Start a terminal

     Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
    The process starts immediately; output produced before a client attaches is kept for
    replay. `TERM` defaults to `xterm-256color` unless set in `env`.

    Args:
        body (CreatePtyRequest | Unset): Settings of a new terminal. All fields are optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PtySession
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePtyRequest | Unset = UNSET,
) -> Response[ErrorResponse | PtySession]:
    """Start a terminal

     Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
    The process starts immediately; output produced before a client attaches is kept for
    replay. `TERM` defaults to `xterm-256color` unless set in `env`.

    Args:
        body (CreatePtyRequest | Unset): Settings of a new terminal. All fields are optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PtySession]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePtyRequest | Unset = UNSET,
) -> ErrorResponse | PtySession | None:
    """Start a terminal

     Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
    The process starts immediately; output produced before a client attaches is kept for
    replay. `TERM` defaults to `xterm-256color` unless set in `env`.

    Args:
        body (CreatePtyRequest | Unset): Settings of a new terminal. All fields are optional.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PtySession
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
