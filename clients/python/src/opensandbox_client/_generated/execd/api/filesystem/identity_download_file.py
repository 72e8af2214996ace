# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    uid: int,
    gid: int,
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
        "url": "/v1/filesystem/{uid}/{gid}/files/download".format(
            uid=quote(str(uid), safe=""),
            gid=quote(str(gid), safe=""),
        ),
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
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> Response[ErrorResponse | File]:
    """Download a file as a given user

     `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `downloadFile`.

    Args:
        uid (int):
        gid (int):
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
        uid=uid,
        gid=gid,
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
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> ErrorResponse | File | None:
    """Download a file as a given user

     `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `downloadFile`.

    Args:
        uid (int):
        gid (int):
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
        uid=uid,
        gid=gid,
        client=client,
        path=path,
        offset=offset,
        limit=limit,
        range_=range_,
    ).parsed


async def asyncio_detailed(
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> Response[ErrorResponse | File]:
    """Download a file as a given user

     `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `downloadFile`.

    Args:
        uid (int):
        gid (int):
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
        uid=uid,
        gid=gid,
        path=path,
        offset=offset,
        limit=limit,
        range_=range_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    path: str,
    offset: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    range_: str | Unset = UNSET,
) -> ErrorResponse | File | None:
    """Download a file as a given user

     `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `downloadFile`.

    Args:
        uid (int):
        gid (int):
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
            uid=uid,
            gid=gid,
            client=client,
            path=path,
            offset=offset,
            limit=limit,
            range_=range_,
        )
    ).parsed
