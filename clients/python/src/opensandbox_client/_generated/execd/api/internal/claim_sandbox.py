# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.claim_request import ClaimRequest
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    *,
    body: ClaimRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/claim",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorResponse | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())

        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClaimRequest,
) -> Response[Any | ErrorResponse]:
    """Hand a pooled sandbox over to its tenant (server-to-execd)

     Called once by the lifecycle server when it serves a create request from a warm pool:
    the sandbox was started ahead of time with a token of its pool, and is now handed to
    the request. Authorized by the token execd holds now (the pool's). On success execd
    accepts only `token` from then on (the pool's token is refused with `401`), and every
    command, session, PTY, code context and file worker started afterwards gets the
    sandbox's environment with `unset` removed and `env` added. The new token and
    environment survive a restart of execd inside the sandbox. A second claim answers
    `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
    processes' environments but `env`; the token never does.

    Args:
        body (ClaimRequest): What a pooled sandbox becomes when it is handed over (see
            `claimSandbox`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
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
    body: ClaimRequest,
) -> Any | ErrorResponse | None:
    """Hand a pooled sandbox over to its tenant (server-to-execd)

     Called once by the lifecycle server when it serves a create request from a warm pool:
    the sandbox was started ahead of time with a token of its pool, and is now handed to
    the request. Authorized by the token execd holds now (the pool's). On success execd
    accepts only `token` from then on (the pool's token is refused with `401`), and every
    command, session, PTY, code context and file worker started afterwards gets the
    sandbox's environment with `unset` removed and `env` added. The new token and
    environment survive a restart of execd inside the sandbox. A second claim answers
    `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
    processes' environments but `env`; the token never does.

    Args:
        body (ClaimRequest): What a pooled sandbox becomes when it is handed over (see
            `claimSandbox`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClaimRequest,
) -> Response[Any | ErrorResponse]:
    """Hand a pooled sandbox over to its tenant (server-to-execd)

     Called once by the lifecycle server when it serves a create request from a warm pool:
    the sandbox was started ahead of time with a token of its pool, and is now handed to
    the request. Authorized by the token execd holds now (the pool's). On success execd
    accepts only `token` from then on (the pool's token is refused with `401`), and every
    command, session, PTY, code context and file worker started afterwards gets the
    sandbox's environment with `unset` removed and `env` added. The new token and
    environment survive a restart of execd inside the sandbox. A second claim answers
    `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
    processes' environments but `env`; the token never does.

    Args:
        body (ClaimRequest): What a pooled sandbox becomes when it is handed over (see
            `claimSandbox`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ClaimRequest,
) -> Any | ErrorResponse | None:
    """Hand a pooled sandbox over to its tenant (server-to-execd)

     Called once by the lifecycle server when it serves a create request from a warm pool:
    the sandbox was started ahead of time with a token of its pool, and is now handed to
    the request. Authorized by the token execd holds now (the pool's). On success execd
    accepts only `token` from then on (the pool's token is refused with `401`), and every
    command, session, PTY, code context and file worker started afterwards gets the
    sandbox's environment with `unset` removed and `env` added. The new token and
    environment survive a restart of execd inside the sandbox. A second claim answers
    `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
    processes' environments but `env`; the token never does.

    Args:
        body (ClaimRequest): What a pooled sandbox becomes when it is handed over (see
            `claimSandbox`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
