# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_sandbox_request import CreateSandboxRequest
from ...models.create_sandbox_response import CreateSandboxResponse
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    *,
    body: CreateSandboxRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/sandboxes",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateSandboxResponse | ErrorResponse | None:
    if response.status_code == 202:
        response_202 = CreateSandboxResponse.from_dict(response.json())

        return response_202

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

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreateSandboxResponse | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateSandboxRequest,
) -> Response[CreateSandboxResponse | ErrorResponse]:
    """Create a sandbox

     Starts a new sandbox either from a container image (`image`) or from a snapshot
    (`snapshotId`). The request is accepted with `202`; the body describes the new
    sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
    when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
    follow it.

    Rules checked by the server in addition to the schema (violations yield `400`):
    - exactly one of `image` and `snapshotId` is given, except in pool mode
      (`extensions.poolRef`, which must name a warm pool of the server) where neither is
      required (the pool's image is used) and `snapshotId` is not allowed;
    - `resourceLimits` is given unless in pool mode;
    - `timeout` does not exceed the server's configured maximum, and is given when the
      server does not allow sandboxes without expiry;
    - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
      the request leaves out gets the server's default;
    - `credentialProxy.enabled: true` needs `networkPolicy`;
    - volume names are unique and host paths are under the server's allow-list;
    - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
    - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.

    Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
    `409`. When the server already runs its maximum number of live sandboxes, `429`
    (`SANDBOX_LIMIT_REACHED`).

    Args:
        body (CreateSandboxRequest): What to start. Cross-field rules the schema cannot express
            are listed on the
            `createSandbox` operation; the server enforces them. Unknown top-level properties are
            ignored so that newer clients keep working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSandboxResponse | ErrorResponse]
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
    body: CreateSandboxRequest,
) -> CreateSandboxResponse | ErrorResponse | None:
    """Create a sandbox

     Starts a new sandbox either from a container image (`image`) or from a snapshot
    (`snapshotId`). The request is accepted with `202`; the body describes the new
    sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
    when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
    follow it.

    Rules checked by the server in addition to the schema (violations yield `400`):
    - exactly one of `image` and `snapshotId` is given, except in pool mode
      (`extensions.poolRef`, which must name a warm pool of the server) where neither is
      required (the pool's image is used) and `snapshotId` is not allowed;
    - `resourceLimits` is given unless in pool mode;
    - `timeout` does not exceed the server's configured maximum, and is given when the
      server does not allow sandboxes without expiry;
    - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
      the request leaves out gets the server's default;
    - `credentialProxy.enabled: true` needs `networkPolicy`;
    - volume names are unique and host paths are under the server's allow-list;
    - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
    - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.

    Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
    `409`. When the server already runs its maximum number of live sandboxes, `429`
    (`SANDBOX_LIMIT_REACHED`).

    Args:
        body (CreateSandboxRequest): What to start. Cross-field rules the schema cannot express
            are listed on the
            `createSandbox` operation; the server enforces them. Unknown top-level properties are
            ignored so that newer clients keep working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSandboxResponse | ErrorResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateSandboxRequest,
) -> Response[CreateSandboxResponse | ErrorResponse]:
    """Create a sandbox

     Starts a new sandbox either from a container image (`image`) or from a snapshot
    (`snapshotId`). The request is accepted with `202`; the body describes the new
    sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
    when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
    follow it.

    Rules checked by the server in addition to the schema (violations yield `400`):
    - exactly one of `image` and `snapshotId` is given, except in pool mode
      (`extensions.poolRef`, which must name a warm pool of the server) where neither is
      required (the pool's image is used) and `snapshotId` is not allowed;
    - `resourceLimits` is given unless in pool mode;
    - `timeout` does not exceed the server's configured maximum, and is given when the
      server does not allow sandboxes without expiry;
    - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
      the request leaves out gets the server's default;
    - `credentialProxy.enabled: true` needs `networkPolicy`;
    - volume names are unique and host paths are under the server's allow-list;
    - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
    - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.

    Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
    `409`. When the server already runs its maximum number of live sandboxes, `429`
    (`SANDBOX_LIMIT_REACHED`).

    Args:
        body (CreateSandboxRequest): What to start. Cross-field rules the schema cannot express
            are listed on the
            `createSandbox` operation; the server enforces them. Unknown top-level properties are
            ignored so that newer clients keep working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSandboxResponse | ErrorResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateSandboxRequest,
) -> CreateSandboxResponse | ErrorResponse | None:
    """Create a sandbox

     Starts a new sandbox either from a container image (`image`) or from a snapshot
    (`snapshotId`). The request is accepted with `202`; the body describes the new
    sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
    when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
    follow it.

    Rules checked by the server in addition to the schema (violations yield `400`):
    - exactly one of `image` and `snapshotId` is given, except in pool mode
      (`extensions.poolRef`, which must name a warm pool of the server) where neither is
      required (the pool's image is used) and `snapshotId` is not allowed;
    - `resourceLimits` is given unless in pool mode;
    - `timeout` does not exceed the server's configured maximum, and is given when the
      server does not allow sandboxes without expiry;
    - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
      the request leaves out gets the server's default;
    - `credentialProxy.enabled: true` needs `networkPolicy`;
    - volume names are unique and host paths are under the server's allow-list;
    - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
    - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.

    Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
    `409`. When the server already runs its maximum number of live sandboxes, `429`
    (`SANDBOX_LIMIT_REACHED`).

    Args:
        body (CreateSandboxRequest): What to start. Cross-field rules the schema cannot express
            are listed on the
            `createSandbox` operation; the server enforces them. Unknown top-level properties are
            ignored so that newer clients keep working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSandboxResponse | ErrorResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
