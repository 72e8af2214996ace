# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    cursor: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/command/{id}/logs".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | str | None:
    if response.status_code == 200:
        response_200 = response.text
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

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> Response[ErrorResponse | str]:
    """Read a background command's output

     Returns the combined stdout and stderr of a background command as plain text, from
    `cursor` (or from the start) up to what has been written so far. The response header
    `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
    newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
    uses a byte offset, while upstream's specification speaks of lines.

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | str]
    """

    kwargs = _get_kwargs(
        id=id,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> ErrorResponse | str | None:
    """Read a background command's output

     Returns the combined stdout and stderr of a background command as plain text, from
    `cursor` (or from the start) up to what has been written so far. The response header
    `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
    newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
    uses a byte offset, while upstream's specification speaks of lines.

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | str
    """

    return sync_detailed(
        id=id,
        client=client,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> Response[ErrorResponse | str]:
    """Read a background command's output

     Returns the combined stdout and stderr of a background command as plain text, from
    `cursor` (or from the start) up to what has been written so far. The response header
    `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
    newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
    uses a byte offset, while upstream's specification speaks of lines.

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | str]
    """

    kwargs = _get_kwargs(
        id=id,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: int | Unset = UNSET,
) -> ErrorResponse | str | None:
    """Read a background command's output

     Returns the combined stdout and stderr of a background command as plain text, from
    `cursor` (or from the start) up to what has been written so far. The response header
    `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
    newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
    uses a byte offset, while upstream's specification speaks of lines.

    Args:
        id (str):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | str
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            cursor=cursor,
        )
    ).parsed
