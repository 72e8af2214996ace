# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.file_watch_event import FileWatchEvent
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    path: str,
    recursive: bool | Unset = True,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["path"] = path

    params["recursive"] = recursive

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/files/watch",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | FileWatchEvent | None:
    if response.status_code == 200:
        response_200 = FileWatchEvent.from_dict(response.text)

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

    if response.status_code == 503:
        response_503 = ErrorResponse.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorResponse | FileWatchEvent]:
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
    recursive: bool | Unset = True,
) -> Response[ErrorResponse | FileWatchEvent]:
    """Watch a directory for changes

     Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
    execution streams (one JSON object per line followed by an empty line; see "Output
    streams"): first `ready` once the watch is in place (changes before it are not
    reported), then `create`, `write` and `remove` events naming the changed path, and
    `ping` every few seconds while nothing changes. With `recursive=true` (default)
    subdirectories are watched too, including ones created later. Each event says what the
    daemon found when it looked at the path: an entry created and removed again within a
    few milliseconds may go unreported, and entries created in a new subdirectory before
    its watch is in place are not reported one by one.

    The stream runs until the client disconnects, which ends the watch. A client that
    reads slower than changes happen gets at most 10,000 queued events; beyond that they
    are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
    time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
    existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
    file.

    Args:
        path (str):
        recursive (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FileWatchEvent]
    """

    kwargs = _get_kwargs(
        path=path,
        recursive=recursive,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    path: str,
    recursive: bool | Unset = True,
) -> ErrorResponse | FileWatchEvent | None:
    """Watch a directory for changes

     Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
    execution streams (one JSON object per line followed by an empty line; see "Output
    streams"): first `ready` once the watch is in place (changes before it are not
    reported), then `create`, `write` and `remove` events naming the changed path, and
    `ping` every few seconds while nothing changes. With `recursive=true` (default)
    subdirectories are watched too, including ones created later. Each event says what the
    daemon found when it looked at the path: an entry created and removed again within a
    few milliseconds may go unreported, and entries created in a new subdirectory before
    its watch is in place are not reported one by one.

    The stream runs until the client disconnects, which ends the watch. A client that
    reads slower than changes happen gets at most 10,000 queued events; beyond that they
    are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
    time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
    existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
    file.

    Args:
        path (str):
        recursive (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FileWatchEvent
    """

    return sync_detailed(
        client=client,
        path=path,
        recursive=recursive,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    path: str,
    recursive: bool | Unset = True,
) -> Response[ErrorResponse | FileWatchEvent]:
    """Watch a directory for changes

     Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
    execution streams (one JSON object per line followed by an empty line; see "Output
    streams"): first `ready` once the watch is in place (changes before it are not
    reported), then `create`, `write` and `remove` events naming the changed path, and
    `ping` every few seconds while nothing changes. With `recursive=true` (default)
    subdirectories are watched too, including ones created later. Each event says what the
    daemon found when it looked at the path: an entry created and removed again within a
    few milliseconds may go unreported, and entries created in a new subdirectory before
    its watch is in place are not reported one by one.

    The stream runs until the client disconnects, which ends the watch. A client that
    reads slower than changes happen gets at most 10,000 queued events; beyond that they
    are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
    time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
    existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
    file.

    Args:
        path (str):
        recursive (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FileWatchEvent]
    """

    kwargs = _get_kwargs(
        path=path,
        recursive=recursive,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    path: str,
    recursive: bool | Unset = True,
) -> ErrorResponse | FileWatchEvent | None:
    """Watch a directory for changes

     Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
    execution streams (one JSON object per line followed by an empty line; see "Output
    streams"): first `ready` once the watch is in place (changes before it are not
    reported), then `create`, `write` and `remove` events naming the changed path, and
    `ping` every few seconds while nothing changes. With `recursive=true` (default)
    subdirectories are watched too, including ones created later. Each event says what the
    daemon found when it looked at the path: an entry created and removed again within a
    few milliseconds may go unreported, and entries created in a new subdirectory before
    its watch is in place are not reported one by one.

    The stream runs until the client disconnects, which ends the watch. A client that
    reads slower than changes happen gets at most 10,000 queued events; beyond that they
    are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
    time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
    existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
    file.

    Args:
        path (str):
        recursive (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FileWatchEvent
    """

    return (
        await asyncio_detailed(
            client=client,
            path=path,
            recursive=recursive,
        )
    ).parsed
