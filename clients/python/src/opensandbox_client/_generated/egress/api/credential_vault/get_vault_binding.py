# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.credential_binding_metadata import CredentialBindingMetadata
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    binding_name: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/credential-vault/bindings/{binding_name}".format(
            binding_name=quote(str(binding_name), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CredentialBindingMetadata | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = CredentialBindingMetadata.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CredentialBindingMetadata | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    binding_name: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[CredentialBindingMetadata | ErrorResponse]:
    """One binding

    Args:
        binding_name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CredentialBindingMetadata | ErrorResponse]
    """

    kwargs = _get_kwargs(
        binding_name=binding_name,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    binding_name: str,
    *,
    client: AuthenticatedClient | Client,
) -> CredentialBindingMetadata | ErrorResponse | None:
    """One binding

    Args:
        binding_name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CredentialBindingMetadata | ErrorResponse
    """

    return sync_detailed(
        binding_name=binding_name,
        client=client,
    ).parsed


async def asyncio_detailed(
    binding_name: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[CredentialBindingMetadata | ErrorResponse]:
    """One binding

    Args:
        binding_name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CredentialBindingMetadata | ErrorResponse]
    """

    kwargs = _get_kwargs(
        binding_name=binding_name,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    binding_name: str,
    *,
    client: AuthenticatedClient | Client,
) -> CredentialBindingMetadata | ErrorResponse | None:
    """One binding

    Args:
        binding_name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CredentialBindingMetadata | ErrorResponse
    """

    return (
        await asyncio_detailed(
            binding_name=binding_name,
            client=client,
        )
    ).parsed
