# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.list_pools_response import ListPoolsResponse
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/pools",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | ListPoolsResponse | None:
    if response.status_code == 200:
        response_200 = ListPoolsResponse.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())

        return response_401

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorResponse | ListPoolsResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorResponse | ListPoolsResponse]:
    """List the warm pools and their state

     Every pool the server's config declares, with how many sandboxes wait idle in it, how
    many are being started, its caps and the last error it met while refilling (e.g. an
    image that cannot be pulled). A create request is served from a pool when its image,
    entrypoint and resource limits equal the pool's and it asks for nothing the pool does
    not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
    other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
    out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
    `GET /sandboxes` until they serve a request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ListPoolsResponse]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> ErrorResponse | ListPoolsResponse | None:
    """List the warm pools and their state

     Every pool the server's config declares, with how many sandboxes wait idle in it, how
    many are being started, its caps and the last error it met while refilling (e.g. an
    image that cannot be pulled). A create request is served from a pool when its image,
    entrypoint and resource limits equal the pool's and it asks for nothing the pool does
    not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
    other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
    out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
    `GET /sandboxes` until they serve a request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ListPoolsResponse
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorResponse | ListPoolsResponse]:
    """List the warm pools and their state

     Every pool the server's config declares, with how many sandboxes wait idle in it, how
    many are being started, its caps and the last error it met while refilling (e.g. an
    image that cannot be pulled). A create request is served from a pool when its image,
    entrypoint and resource limits equal the pool's and it asks for nothing the pool does
    not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
    other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
    out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
    `GET /sandboxes` until they serve a request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ListPoolsResponse]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> ErrorResponse | ListPoolsResponse | None:
    """List the warm pools and their state

     Every pool the server's config declares, with how many sandboxes wait idle in it, how
    many are being started, its caps and the last error it met while refilling (e.g. an
    image that cannot be pulled). A create request is served from a pool when its image,
    entrypoint and resource limits equal the pool's and it asks for nothing the pool does
    not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
    other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
    out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
    `GET /sandboxes` until they serve a request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ListPoolsResponse
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
