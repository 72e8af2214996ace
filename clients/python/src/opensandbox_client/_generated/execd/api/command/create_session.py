# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_session_request import CreateSessionRequest
from ...models.create_session_response import CreateSessionResponse
from ...models.error_response import ErrorResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateSessionRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/session",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateSessionResponse | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = CreateSessionResponse.from_dict(response.json())

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
) -> Response[CreateSessionResponse | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateSessionRequest | Unset = UNSET,
) -> Response[CreateSessionResponse | ErrorResponse]:
    """Create a shell session

     Creates a shell session backed by one long-lived shell (bash, else sh): its working
    directory, variables (exported or not), functions, aliases and background jobs carry
    over from one `runInSession` call to the next. The body is optional; `{}` and an empty
    body mean defaults.

    Args:
        body (CreateSessionRequest | Unset): Settings of a new shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSessionResponse | ErrorResponse]
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
    body: CreateSessionRequest | Unset = UNSET,
) -> CreateSessionResponse | ErrorResponse | None:
    """Create a shell session

     Creates a shell session backed by one long-lived shell (bash, else sh): its working
    directory, variables (exported or not), functions, aliases and background jobs carry
    over from one `runInSession` call to the next. The body is optional; `{}` and an empty
    body mean defaults.

    Args:
        body (CreateSessionRequest | Unset): Settings of a new shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSessionResponse | ErrorResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateSessionRequest | Unset = UNSET,
) -> Response[CreateSessionResponse | ErrorResponse]:
    """Create a shell session

     Creates a shell session backed by one long-lived shell (bash, else sh): its working
    directory, variables (exported or not), functions, aliases and background jobs carry
    over from one `runInSession` call to the next. The body is optional; `{}` and an empty
    body mean defaults.

    Args:
        body (CreateSessionRequest | Unset): Settings of a new shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSessionResponse | ErrorResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateSessionRequest | Unset = UNSET,
) -> CreateSessionResponse | ErrorResponse | None:
    """Create a shell session

     Creates a shell session backed by one long-lived shell (bash, else sh): its working
    directory, variables (exported or not), functions, aliases and background jobs carry
    over from one `runInSession` call to the next. The body is optional; `{}` and an empty
    body mean defaults.

    Args:
        body (CreateSessionRequest | Unset): Settings of a new shell session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSessionResponse | ErrorResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
