# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.credential_vault_create_request import CredentialVaultCreateRequest
from ...models.credential_vault_state import CredentialVaultState
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    *,
    body: CredentialVaultCreateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/credential-vault",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CredentialVaultState | ErrorResponse | None:
    if response.status_code == 201:
        response_201 = CredentialVaultState.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = ErrorResponse.from_dict(response.json())

        return response_412

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CredentialVaultState | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CredentialVaultCreateRequest,
) -> Response[CredentialVaultState | ErrorResponse]:
    """Create the sandbox's credential vault

     Creates the vault at revision 1 and puts it in force for new requests. Credential values
    are write-only: no operation returns them. Every binding's hosts must be allowed by an
    explicit allow rule of the sandbox's egress policy, every credential a binding names must
    exist, and no two bindings may match the same request.

    Args:
        body (CredentialVaultCreateRequest): The first revision of the vault.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CredentialVaultState | ErrorResponse]
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
    body: CredentialVaultCreateRequest,
) -> CredentialVaultState | ErrorResponse | None:
    """Create the sandbox's credential vault

     Creates the vault at revision 1 and puts it in force for new requests. Credential values
    are write-only: no operation returns them. Every binding's hosts must be allowed by an
    explicit allow rule of the sandbox's egress policy, every credential a binding names must
    exist, and no two bindings may match the same request.

    Args:
        body (CredentialVaultCreateRequest): The first revision of the vault.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CredentialVaultState | ErrorResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CredentialVaultCreateRequest,
) -> Response[CredentialVaultState | ErrorResponse]:
    """Create the sandbox's credential vault

     Creates the vault at revision 1 and puts it in force for new requests. Credential values
    are write-only: no operation returns them. Every binding's hosts must be allowed by an
    explicit allow rule of the sandbox's egress policy, every credential a binding names must
    exist, and no two bindings may match the same request.

    Args:
        body (CredentialVaultCreateRequest): The first revision of the vault.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CredentialVaultState | ErrorResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CredentialVaultCreateRequest,
) -> CredentialVaultState | ErrorResponse | None:
    """Create the sandbox's credential vault

     Creates the vault at revision 1 and puts it in force for new requests. Credential values
    are write-only: no operation returns them. Every binding's hosts must be allowed by an
    explicit allow rule of the sandbox's egress policy, every credential a binding names must
    exist, and no two bindings may match the same request.

    Args:
        body (CredentialVaultCreateRequest): The first revision of the vault.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CredentialVaultState | ErrorResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
