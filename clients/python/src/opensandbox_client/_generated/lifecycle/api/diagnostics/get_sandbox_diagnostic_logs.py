# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.diagnostic_content_response import DiagnosticContentResponse
from ...models.error_response import ErrorResponse
from ...types import UNSET, Response


def _get_kwargs(
    sandbox_id: str,
    *,
    scope: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["scope"] = scope

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/sandboxes/{sandbox_id}/diagnostics/logs".format(
            sandbox_id=quote(str(sandbox_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DiagnosticContentResponse | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = DiagnosticContentResponse.from_dict(response.json())

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

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DiagnosticContentResponse | ErrorResponse]:
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
    scope: str,
) -> Response[DiagnosticContentResponse | ErrorResponse]:
    """Diagnostic log text of a sandbox

     Best-effort troubleshooting text, returned inline (`delivery: inline`,
    `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
    sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
    the container's log, with osb-init's and execd's own lines), each line prefixed with
    its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
    was there. A sandbox whose runtime no longer has its output (removed after a failure)
    answers empty content with a `warnings` entry. Lines are for people; do not parse them.

    Args:
        sandbox_id (str):
        scope (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiagnosticContentResponse | ErrorResponse]
    """

    kwargs = _get_kwargs(
        sandbox_id=sandbox_id,
        scope=scope,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sandbox_id: str,
    *,
    client: AuthenticatedClient | Client,
    scope: str,
) -> DiagnosticContentResponse | ErrorResponse | None:
    """Diagnostic log text of a sandbox

     Best-effort troubleshooting text, returned inline (`delivery: inline`,
    `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
    sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
    the container's log, with osb-init's and execd's own lines), each line prefixed with
    its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
    was there. A sandbox whose runtime no longer has its output (removed after a failure)
    answers empty content with a `warnings` entry. Lines are for people; do not parse them.

    Args:
        sandbox_id (str):
        scope (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiagnosticContentResponse | ErrorResponse
    """

    return sync_detailed(
        sandbox_id=sandbox_id,
        client=client,
        scope=scope,
    ).parsed


async def asyncio_detailed(
    sandbox_id: str,
    *,
    client: AuthenticatedClient | Client,
    scope: str,
) -> Response[DiagnosticContentResponse | ErrorResponse]:
    """Diagnostic log text of a sandbox

     Best-effort troubleshooting text, returned inline (`delivery: inline`,
    `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
    sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
    the container's log, with osb-init's and execd's own lines), each line prefixed with
    its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
    was there. A sandbox whose runtime no longer has its output (removed after a failure)
    answers empty content with a `warnings` entry. Lines are for people; do not parse them.

    Args:
        sandbox_id (str):
        scope (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiagnosticContentResponse | ErrorResponse]
    """

    kwargs = _get_kwargs(
        sandbox_id=sandbox_id,
        scope=scope,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sandbox_id: str,
    *,
    client: AuthenticatedClient | Client,
    scope: str,
) -> DiagnosticContentResponse | ErrorResponse | None:
    """Diagnostic log text of a sandbox

     Best-effort troubleshooting text, returned inline (`delivery: inline`,
    `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
    sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
    the container's log, with osb-init's and execd's own lines), each line prefixed with
    its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
    was there. A sandbox whose runtime no longer has its output (removed after a failure)
    answers empty content with a `warnings` entry. Lines are for people; do not parse them.

    Args:
        sandbox_id (str):
        scope (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiagnosticContentResponse | ErrorResponse
    """

    return (
        await asyncio_detailed(
            sandbox_id=sandbox_id,
            client=client,
            scope=scope,
        )
    ).parsed
