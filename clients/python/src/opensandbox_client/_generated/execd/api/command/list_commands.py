# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.command_status_response import CommandStatusResponse
from ...models.error_response import ErrorResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    running: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["running"] = running

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/commands",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | list[CommandStatusResponse] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = CommandStatusResponse.from_dict(response_200_item_data)

            response_200.append(response_200_item)

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
) -> Response[ErrorResponse | list[CommandStatusResponse]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    running: bool | Unset = UNSET,
) -> Response[ErrorResponse | list[CommandStatusResponse]]:
    """List commands

     Lists the commands this daemon knows, foreground and background, oldest first: those
    running and those that ended within the last hour (at most 1,000 are kept). With
    `running=true` only the running ones.

    Args:
        running (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | list[CommandStatusResponse]]
    """

    kwargs = _get_kwargs(
        running=running,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    running: bool | Unset = UNSET,
) -> ErrorResponse | list[CommandStatusResponse] | None:
    """List commands

     Lists the commands this daemon knows, foreground and background, oldest first: those
    running and those that ended within the last hour (at most 1,000 are kept). With
    `running=true` only the running ones.

    Args:
        running (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | list[CommandStatusResponse]
    """

    return sync_detailed(
        client=client,
        running=running,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    running: bool | Unset = UNSET,
) -> Response[ErrorResponse | list[CommandStatusResponse]]:
    """List commands

     Lists the commands this daemon knows, foreground and background, oldest first: those
    running and those that ended within the last hour (at most 1,000 are kept). With
    `running=true` only the running ones.

    Args:
        running (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | list[CommandStatusResponse]]
    """

    kwargs = _get_kwargs(
        running=running,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    running: bool | Unset = UNSET,
) -> ErrorResponse | list[CommandStatusResponse] | None:
    """List commands

     Lists the commands this daemon knows, foreground and background, oldest first: those
    running and those that ended within the last hour (at most 1,000 are kept). With
    `running=true` only the running ones.

    Args:
        running (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | list[CommandStatusResponse]
    """

    return (
        await asyncio_detailed(
            client=client,
            running=running,
        )
    ).parsed
