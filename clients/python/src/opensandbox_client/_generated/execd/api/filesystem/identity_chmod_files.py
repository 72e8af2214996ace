# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.permission_map import PermissionMap
from ...types import Response


def _get_kwargs(
    uid: int,
    gid: int,
    *,
    body: PermissionMap,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/filesystem/{uid}/{gid}/files/permissions".format(
            uid=quote(str(uid), safe=""),
            gid=quote(str(gid), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorResponse]:
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
    body: PermissionMap,
) -> Response[Any | ErrorResponse]:
    """Change mode and ownership of files as a given user

     `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `chmodFiles`.

    Args:
        uid (int):
        gid (int):
        body (PermissionMap): Permission settings keyed by absolute path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
    """

    kwargs = _get_kwargs(
        uid=uid,
        gid=gid,
        body=body,
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
    body: PermissionMap,
) -> Any | ErrorResponse | None:
    """Change mode and ownership of files as a given user

     `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `chmodFiles`.

    Args:
        uid (int):
        gid (int):
        body (PermissionMap): Permission settings keyed by absolute path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
    """

    return sync_detailed(
        uid=uid,
        gid=gid,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    body: PermissionMap,
) -> Response[Any | ErrorResponse]:
    """Change mode and ownership of files as a given user

     `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `chmodFiles`.

    Args:
        uid (int):
        gid (int):
        body (PermissionMap): Permission settings keyed by absolute path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
    """

    kwargs = _get_kwargs(
        uid=uid,
        gid=gid,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    uid: int,
    gid: int,
    *,
    client: AuthenticatedClient | Client,
    body: PermissionMap,
) -> Any | ErrorResponse | None:
    """Change mode and ownership of files as a given user

     `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
    daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
    path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
    denied`). Same parameters, body and answers as `chmodFiles`.

    Args:
        uid (int):
        gid (int):
        body (PermissionMap): Permission settings keyed by absolute path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
    """

    return (
        await asyncio_detailed(
            uid=uid,
            gid=gid,
            client=client,
            body=body,
        )
    ).parsed
