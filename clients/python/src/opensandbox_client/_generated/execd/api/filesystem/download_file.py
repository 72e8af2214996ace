# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from io import BytesIO
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    *,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(range_, Unset):
        headers["Range"] = range_

    params: dict[str, Any] = {}

    params["path"] = path

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/files/download",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | File | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 206:
        response_206 = File(payload=BytesIO(response.content))

        return response_206

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())

        return response_404

    if response.status_code == 416:
        response_416 = ErrorResponse.from_dict(response.json())

        return response_416

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorResponse | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> Response[ErrorResponse | File]:
    """Download a file

     Returns a file's content.

    - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
      (non-ASCII names encoded per RFC 5987) and `Content-Length`.
    - Byte range: send a single-range `Range: bytes=first-last` header (also
      `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
      outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
      several ranges is ignored (whole file, `200`).
    - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
      as `text/plain`, as upstream does: each without its terminator (`\\n` or `\\r\\n`),
      joined by `\\n`, with no newline after the last. They cannot be combined with `Range`
      (`400`).

    Args:
        path (str):
        offset (int | Unset):
        limit (int | Unset):
        range_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | File]
    """

    kwargs = _get_kwargs(
        path=path,
        offset=offset,
        limit=limit,
        range_=range_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> ErrorResponse | File | None:
    """Download a file

     Returns a file's content.

    - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
      (non-ASCII names encoded per RFC 5987) and `Content-Length`.
    - Byte range: send a single-range `Range: bytes=first-last` header (also
      `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
      outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
      several ranges is ignored (whole file, `200`).
    - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
      as `text/plain`, as upstream does: each without its terminator (`\\n` or `\\r\\n`),
      joined by `\\n`, with no newline after the last. They cannot be combined with `Range`
      (`400`).

    Args:
        path (str):
        offset (int | Unset):
        limit (int | Unset):
        range_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | File
    """

    return sync_detailed(
        client=client,
        path=path,
        offset=offset,
        limit=limit,
        range_=range_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> Response[ErrorResponse | File]:
    """Download a file

     Returns a file's content.

    - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
      (non-ASCII names encoded per RFC 5987) and `Content-Length`.
    - Byte range: send a single-range `Range: bytes=first-last` header (also
      `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
      outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
      several ranges is ignored (whole file, `200`).
    - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
      as `text/plain`, as upstream does: each without its terminator (`\\n` or `\\r\\n`),
      joined by `\\n`, with no newline after the last. They cannot be combined with `Range`
      (`400`).

    Args:
        path (str):
        offset (int | Unset):
        limit (int | Unset):
        range_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | File]
    """

    kwargs = _get_kwargs(
        path=path,
        offset=offset,
        limit=limit,
        range_=range_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> ErrorResponse | File | None:
    """Download a file

     Returns a file's content.

    - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
      (non-ASCII names encoded per RFC 5987) and `Content-Length`.
    - Byte range: send a single-range `Range: bytes=first-last` header (also
      `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
      outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
      several ranges is ignored (whole file, `200`).
    - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
      as `text/plain`, as upstream does: each without its terminator (`\\n` or `\\r\\n`),
      joined by `\\n`, with no newline after the last. They cannot be combined with `Range`
      (`400`).

    Args:
        path (str):
        offset (int | Unset):
        limit (int | Unset):
        range_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | File
    """

    return (
        await asyncio_detailed(
            client=client,
            path=path,
            offset=offset,
            limit=limit,
            range_=range_,
        )
    ).parsed
