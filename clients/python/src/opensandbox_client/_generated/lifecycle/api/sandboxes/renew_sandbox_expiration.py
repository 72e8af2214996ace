# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.renew_sandbox_expiration_request import RenewSandboxExpirationRequest
from ...models.renew_sandbox_expiration_response import RenewSandboxExpirationResponse
from ...types import Response


def _get_kwargs(
    sandbox_id: str,
    *,
    body: RenewSandboxExpirationRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/sandboxes/{sandbox_id}/renew-expiration".format(
            sandbox_id=quote(str(sandbox_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | RenewSandboxExpirationResponse | None:
    if response.status_code == 200:
        response_200 = RenewSandboxExpirationResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorResponse.from_dict(response.json())

        return response_403

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
) -> Response[ErrorResponse | RenewSandboxExpirationResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sandbox_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RenewSandboxExpirationRequest,
) -> Response[ErrorResponse | RenewSandboxExpirationResponse]:
    """Move a sandbox's expiry time

     Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
    created without a timeout (no `expiresAt`) cannot be renewed (`409`).

    Args:
        sandbox_id (str):
        body (RenewSandboxExpirationRequest): New expiry time.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | RenewSandboxExpirationResponse]
    """

    kwargs = _get_kwargs(
        sandbox_id=sandbox_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sandbox_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RenewSandboxExpirationRequest,
) -> ErrorResponse | RenewSandboxExpirationResponse | None:
    """Move a sandbox's expiry time

     Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
    created without a timeout (no `expiresAt`) cannot be renewed (`409`).

    Args:
        sandbox_id (str):
        body (RenewSandboxExpirationRequest): New expiry time.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | RenewSandboxExpirationResponse
    """

    return sync_detailed(
        sandbox_id=sandbox_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    sandbox_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RenewSandboxExpirationRequest,
) -> Response[ErrorResponse | RenewSandboxExpirationResponse]:
    """Move a sandbox's expiry time

     Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
    created without a timeout (no `expiresAt`) cannot be renewed (`409`).

    Args:
        sandbox_id (str):
        body (RenewSandboxExpirationRequest): New expiry time.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | RenewSandboxExpirationResponse]
    """

    kwargs = _get_kwargs(
        sandbox_id=sandbox_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sandbox_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: RenewSandboxExpirationRequest,
) -> ErrorResponse | RenewSandboxExpirationResponse | None:
    """Move a sandbox's expiry time

     Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
    created without a timeout (no `expiresAt`) cannot be renewed (`409`).

    Args:
        sandbox_id (str):
        body (RenewSandboxExpirationRequest): New expiry time.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | RenewSandboxExpirationResponse
    """

    return (
        await asyncio_detailed(
            sandbox_id=sandbox_id,
            client=client,
            body=body,
        )
    ).parsed
