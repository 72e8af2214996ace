# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.run_code_request import RunCodeRequest
from ...models.server_stream_event import ServerStreamEvent
from ...types import Response


def _get_kwargs(
    *,
    body: RunCodeRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/code",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | ServerStreamEvent | None:
    if response.status_code == 200:
        response_200 = ServerStreamEvent.from_dict(response.text)

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
) -> Response[ErrorResponse | ServerStreamEvent]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RunCodeRequest,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Run code

     Executes `code` and streams its output (see "Output streams"). With `context.id` the
    code runs in that context; with only `context.language` it runs in that language's
    default context (created on first use); without `context` it runs as a shell command.

    Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
    `result`, `execution_count`, `status`, `ping`, ending with exactly one of
    `execution_complete` or `error` (clients of upstream daemons should tolerate both).
    `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
    A context runs one execution at a time; concurrent calls wait their turn in arrival
    order. `409` means the context's kernel died: delete the context and create a new one.

    Args:
        body (RunCodeRequest): Code to execute.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
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
    body: RunCodeRequest,
) -> ErrorResponse | ServerStreamEvent | None:
    """Run code

     Executes `code` and streams its output (see "Output streams"). With `context.id` the
    code runs in that context; with only `context.language` it runs in that language's
    default context (created on first use); without `context` it runs as a shell command.

    Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
    `result`, `execution_count`, `status`, `ping`, ending with exactly one of
    `execution_complete` or `error` (clients of upstream daemons should tolerate both).
    `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
    A context runs one execution at a time; concurrent calls wait their turn in arrival
    order. `409` means the context's kernel died: delete the context and create a new one.

    Args:
        body (RunCodeRequest): Code to execute.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RunCodeRequest,
) -> Response[ErrorResponse | ServerStreamEvent]:
    """Run code

     Executes `code` and streams its output (see "Output streams"). With `context.id` the
    code runs in that context; with only `context.language` it runs in that language's
    default context (created on first use); without `context` it runs as a shell command.

    Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
    `result`, `execution_count`, `status`, `ping`, ending with exactly one of
    `execution_complete` or `error` (clients of upstream daemons should tolerate both).
    `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
    A context runs one execution at a time; concurrent calls wait their turn in arrival
    order. `409` means the context's kernel died: delete the context and create a new one.

    Args:
        body (RunCodeRequest): Code to execute.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ServerStreamEvent]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RunCodeRequest,
) -> ErrorResponse | ServerStreamEvent | None:
    """Run code

     Executes `code` and streams its output (see "Output streams"). With `context.id` the
    code runs in that context; with only `context.language` it runs in that language's
    default context (created on first use); without `context` it runs as a shell command.

    Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
    `result`, `execution_count`, `status`, `ping`, ending with exactly one of
    `execution_complete` or `error` (clients of upstream daemons should tolerate both).
    `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
    A context runs one execution at a time; concurrent calls wait their turn in arrival
    order. `409` means the context's kernel died: delete the context and create a new one.

    Args:
        body (RunCodeRequest): Code to execute.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ServerStreamEvent
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
