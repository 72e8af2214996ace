# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.file_info import FileInfo
from ...types import UNSET, Response, Unset


def _get_kwargs(
    uid: int,
    gid: int,
    *,
    path: str,
    depth: int | Unset = 1,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["path"] = path

    params["depth"] = depth

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/filesystem/{uid}/{gid}/directories/list".format(
            uid=quote(str(uid), safe=""),
            gid=quote(str(gid), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | list[FileInfo] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = FileInfo.from_dict(response_200_item_data)

            response_200.append(response_200_item)

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorResponse | list[FileInfo]]:
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
    depth: int | Unset = 1,
) -> Response[ErrorResponse | list[FileInfo]]:
    """List a directory as a given user

     `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
    the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
    so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `listDirectory`.

    Args:
        uid (int):
        gid (int):
        path (str):
        depth (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | list[FileInfo]]
    """

    kwargs = _get_kwargs(
        uid=uid,
        gid=gid,
        path=path,
        depth=depth,
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
    depth: int | Unset = 1,
) -> ErrorResponse | list[FileInfo] | None:
    """List a directory as a given user

     `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
    the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
    so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `listDirectory`.

    Args:
        uid (int):
        gid (int):
        path (str):
        depth (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | list[FileInfo]
    """

    return sync_detailed(
        uid=uid,
        gid=gid,
        client=client,
        path=path,
        depth=depth,
    ).parsed


async def asyncio_detailed(
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    path: str,
    depth: int | Unset = 1,
) -> Response[ErrorResponse | list[FileInfo]]:
    """List a directory as a given user

     `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
    the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
    so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `listDirectory`.

    Args:
        uid (int):
        gid (int):
        path (str):
        depth (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | list[FileInfo]]
    """

    kwargs = _get_kwargs(
        uid=uid,
        gid=gid,
        path=path,
        depth=depth,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    path: str,
    depth: int | Unset = 1,
) -> ErrorResponse | list[FileInfo] | None:
    """List a directory as a given user

     `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
    the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
    so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `listDirectory`.

    Args:
        uid (int):
        gid (int):
        path (str):
        depth (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | list[FileInfo]
    """

    return (
        await asyncio_detailed(
            uid=uid,
            gid=gid,
            client=client,
            path=path,
            depth=depth,
        )
    ).parsed
