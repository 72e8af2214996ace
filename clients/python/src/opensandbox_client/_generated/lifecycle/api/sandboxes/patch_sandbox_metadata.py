# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.patch_sandbox_metadata_request import PatchSandboxMetadataRequest
from ...models.sandbox import Sandbox
from ...types import Response


def _get_kwargs(
    sandbox_id: str,
    *,
    body: PatchSandboxMetadataRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/sandboxes/{sandbox_id}/metadata".format(
            sandbox_id=quote(str(sandbox_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | Sandbox | None:
    if response.status_code == 200:
        response_200 = Sandbox.from_dict(response.json())

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
) -> Response[ErrorResponse | Sandbox]:
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
    body: PatchSandboxMetadataRequest,
) -> Response[ErrorResponse | Sandbox]:
    """Update sandbox metadata

     Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
    whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
    removes it (removing an absent key is not an error), keys not mentioned are left as
    they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.

    Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
    (else `400`). Updates are read-modify-write without version checks, so concurrent
    patches of the same sandbox can overwrite one another.

    Args:
        sandbox_id (str):
        body (PatchSandboxMetadataRequest): JSON Merge Patch of the metadata map: string values
            set keys, `null` removes them,
            absent keys stay.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | Sandbox]
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
    body: PatchSandboxMetadataRequest,
) -> ErrorResponse | Sandbox | None:
    """Update sandbox metadata

     Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
    whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
    removes it (removing an absent key is not an error), keys not mentioned are left as
    they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.

    Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
    (else `400`). Updates are read-modify-write without version checks, so concurrent
    patches of the same sandbox can overwrite one another.

    Args:
        sandbox_id (str):
        body (PatchSandboxMetadataRequest): JSON Merge Patch of the metadata map: string values
            set keys, `null` removes them,
            absent keys stay.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | Sandbox
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
    body: PatchSandboxMetadataRequest,
) -> Response[ErrorResponse | Sandbox]:
    """Update sandbox metadata

     Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
    whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
    removes it (removing an absent key is not an error), keys not mentioned are left as
    they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.

    Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
    (else `400`). Updates are read-modify-write without version checks, so concurrent
    patches of the same sandbox can overwrite one another.

    Args:
        sandbox_id (str):
        body (PatchSandboxMetadataRequest): JSON Merge Patch of the metadata map: string values
            set keys, `null` removes them,
            absent keys stay.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | Sandbox]
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
    body: PatchSandboxMetadataRequest,
) -> ErrorResponse | Sandbox | None:
    """Update sandbox metadata

     Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
    whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
    removes it (removing an absent key is not an error), keys not mentioned are left as
    they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.

    Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
    (else `400`). Updates are read-modify-write without version checks, so concurrent
    patches of the same sandbox can overwrite one another.

    Args:
        sandbox_id (str):
        body (PatchSandboxMetadataRequest): JSON Merge Patch of the metadata map: string values
            set keys, `null` removes them,
            absent keys stay.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | Sandbox
    """

    return (
        await asyncio_detailed(
            sandbox_id=sandbox_id,
            client=client,
            body=body,
        )
    ).parsed
