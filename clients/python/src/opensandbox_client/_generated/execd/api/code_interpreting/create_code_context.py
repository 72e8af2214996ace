# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.code_context import CodeContext
from ...models.code_context_request import CodeContextRequest
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    *,
    body: CodeContextRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/code/context",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CodeContext | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = CodeContext.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())

        return response_400

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
) -> Response[CodeContext | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CodeContextRequest,
) -> Response[CodeContext | ErrorResponse]:
    """Create a code context

     Starts a new kernel session for a language and returns its id. Variables, imports and
    definitions persist across `runCode` calls in the same context. Available languages
    depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
    `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.

    Args:
        body (CodeContextRequest): Settings of a new code context.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CodeContext | ErrorResponse]
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
    body: CodeContextRequest,
) -> CodeContext | ErrorResponse | None:
    """Create a code context

     Starts a new kernel session for a language and returns its id. Variables, imports and
    definitions persist across `runCode` calls in the same context. Available languages
    depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
    `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.

    Args:
        body (CodeContextRequest): Settings of a new code context.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CodeContext | ErrorResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CodeContextRequest,
) -> Response[CodeContext | ErrorResponse]:
    """Create a code context

     Starts a new kernel session for a language and returns its id. Variables, imports and
    definitions persist across `runCode` calls in the same context. Available languages
    depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
    `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.

    Args:
        body (CodeContextRequest): Settings of a new code context.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CodeContext | ErrorResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CodeContextRequest,
) -> CodeContext | ErrorResponse | None:
    """Create a code context

     Starts a new kernel session for a language and returns its id. Variables, imports and
    definitions persist across `runCode` calls in the same context. Available languages
    depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
    `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.

    Args:
        body (CodeContextRequest): Settings of a new code context.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CodeContext | ErrorResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
