# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.endpoint import Endpoint
from ...models.error_response import ErrorResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    sandbox_id: str,
    port: int,
    *,
    use_server_proxy: bool | Unset = False,
    expires: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["use_server_proxy"] = use_server_proxy

    params["expires"] = expires

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/sandboxes/{sandbox_id}/endpoints/{port}".format(
            sandbox_id=quote(str(sandbox_id), safe=""),
            port=quote(str(port), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Endpoint | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = Endpoint.from_dict(response.json())

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
) -> Response[Endpoint | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sandbox_id: str,
    port: int,
    *,
    client: AuthenticatedClient | Client,
    use_server_proxy: bool | Unset = False,
    expires: str | Unset = UNSET,
) -> Response[Endpoint | ErrorResponse]:
    """Resolve the address of a sandbox port

     Tells the client where to send traffic meant for `port` inside the sandbox, and which
    extra headers to send with it. The answer is an address without scheme; the client adds
    `http://` / `ws://` (or the secure variants) itself.

    - Default: a direct address of the port (for Docker, a published host port, or the
      sandbox daemon's port followed by `/proxy/{port}`).
    - `use_server_proxy=true`: the address of this server's proxy route,
      `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
      route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
      caller's key; clients that forward endpoint headers therefore work unchanged.
    - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
      `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
      works without the API key or any other header until `expires` (see the `Proxy` tag),
      for this sandbox and port only. `expires` must lie in the future and at most the
      server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
      Cannot be combined with `use_server_proxy=true` (`400`).
    - Port 18080 of a sandbox created with `networkPolicy`: the egress API
      (`specs/egress-api.yaml`), served by this server, never by the sandbox:
      `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
      `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).

    When a direct address leads to the sandbox daemon (its own port 44772, or its
    `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
    daemon strips that header before relaying to other ports. The port does not have to be
    listening yet, but a direct address exists only once the sandbox has been started. A
    request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
    default) until provisioning ends, as official clients ask for endpoints right after
    create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
    ran) the answer is `409`.

    Args:
        sandbox_id (str):
        port (int):
        use_server_proxy (bool | Unset):  Default: False.
        expires (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Endpoint | ErrorResponse]
    """

    kwargs = _get_kwargs(
        sandbox_id=sandbox_id,
        port=port,
        use_server_proxy=use_server_proxy,
        expires=expires,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sandbox_id: str,
    port: int,
    *,
    client: AuthenticatedClient | Client,
    use_server_proxy: bool | Unset = False,
    expires: str | Unset = UNSET,
) -> Endpoint | ErrorResponse | None:
    """Resolve the address of a sandbox port

     Tells the client where to send traffic meant for `port` inside the sandbox, and which
    extra headers to send with it. The answer is an address without scheme; the client adds
    `http://` / `ws://` (or the secure variants) itself.

    - Default: a direct address of the port (for Docker, a published host port, or the
      sandbox daemon's port followed by `/proxy/{port}`).
    - `use_server_proxy=true`: the address of this server's proxy route,
      `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
      route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
      caller's key; clients that forward endpoint headers therefore work unchanged.
    - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
      `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
      works without the API key or any other header until `expires` (see the `Proxy` tag),
      for this sandbox and port only. `expires` must lie in the future and at most the
      server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
      Cannot be combined with `use_server_proxy=true` (`400`).
    - Port 18080 of a sandbox created with `networkPolicy`: the egress API
      (`specs/egress-api.yaml`), served by this server, never by the sandbox:
      `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
      `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).

    When a direct address leads to the sandbox daemon (its own port 44772, or its
    `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
    daemon strips that header before relaying to other ports. The port does not have to be
    listening yet, but a direct address exists only once the sandbox has been started. A
    request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
    default) until provisioning ends, as official clients ask for endpoints right after
    create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
    ran) the answer is `409`.

    Args:
        sandbox_id (str):
        port (int):
        use_server_proxy (bool | Unset):  Default: False.
        expires (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Endpoint | ErrorResponse
    """

    return sync_detailed(
        sandbox_id=sandbox_id,
        port=port,
        client=client,
        use_server_proxy=use_server_proxy,
        expires=expires,
    ).parsed


async def asyncio_detailed(
    sandbox_id: str,
    port: int,
    *,
    client: AuthenticatedClient | Client,
    use_server_proxy: bool | Unset = False,
    expires: str | Unset = UNSET,
) -> Response[Endpoint | ErrorResponse]:
    """Resolve the address of a sandbox port

     Tells the client where to send traffic meant for `port` inside the sandbox, and which
    extra headers to send with it. The answer is an address without scheme; the client adds
    `http://` / `ws://` (or the secure variants) itself.

    - Default: a direct address of the port (for Docker, a published host port, or the
      sandbox daemon's port followed by `/proxy/{port}`).
    - `use_server_proxy=true`: the address of this server's proxy route,
      `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
      route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
      caller's key; clients that forward endpoint headers therefore work unchanged.
    - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
      `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
      works without the API key or any other header until `expires` (see the `Proxy` tag),
      for this sandbox and port only. `expires` must lie in the future and at most the
      server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
      Cannot be combined with `use_server_proxy=true` (`400`).
    - Port 18080 of a sandbox created with `networkPolicy`: the egress API
      (`specs/egress-api.yaml`), served by this server, never by the sandbox:
      `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
      `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).

    When a direct address leads to the sandbox daemon (its own port 44772, or its
    `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
    daemon strips that header before relaying to other ports. The port does not have to be
    listening yet, but a direct address exists only once the sandbox has been started. A
    request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
    default) until provisioning ends, as official clients ask for endpoints right after
    create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
    ran) the answer is `409`.

    Args:
        sandbox_id (str):
        port (int):
        use_server_proxy (bool | Unset):  Default: False.
        expires (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Endpoint | ErrorResponse]
    """

    kwargs = _get_kwargs(
        sandbox_id=sandbox_id,
        port=port,
        use_server_proxy=use_server_proxy,
        expires=expires,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sandbox_id: str,
    port: int,
    *,
    client: AuthenticatedClient | Client,
    use_server_proxy: bool | Unset = False,
    expires: str | Unset = UNSET,
) -> Endpoint | ErrorResponse | None:
    """Resolve the address of a sandbox port

     Tells the client where to send traffic meant for `port` inside the sandbox, and which
    extra headers to send with it. The answer is an address without scheme; the client adds
    `http://` / `ws://` (or the secure variants) itself.

    - Default: a direct address of the port (for Docker, a published host port, or the
      sandbox daemon's port followed by `/proxy/{port}`).
    - `use_server_proxy=true`: the address of this server's proxy route,
      `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
      route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
      caller's key; clients that forward endpoint headers therefore work unchanged.
    - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
      `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
      works without the API key or any other header until `expires` (see the `Proxy` tag),
      for this sandbox and port only. `expires` must lie in the future and at most the
      server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
      Cannot be combined with `use_server_proxy=true` (`400`).
    - Port 18080 of a sandbox created with `networkPolicy`: the egress API
      (`specs/egress-api.yaml`), served by this server, never by the sandbox:
      `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
      `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).

    When a direct address leads to the sandbox daemon (its own port 44772, or its
    `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
    daemon strips that header before relaying to other ports. The port does not have to be
    listening yet, but a direct address exists only once the sandbox has been started. A
    request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
    default) until provisioning ends, as official clients ask for endpoints right after
    create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
    ran) the answer is `409`.

    Args:
        sandbox_id (str):
        port (int):
        use_server_proxy (bool | Unset):  Default: False.
        expires (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Endpoint | ErrorResponse
    """

    return (
        await asyncio_detailed(
            sandbox_id=sandbox_id,
            port=port,
            client=client,
            use_server_proxy=use_server_proxy,
            expires=expires,
        )
    ).parsed
