"""The SDK's HTTP plumbing: one httpx client per API, a retrying transport (idempotent
requests only, as the TypeScript SDK), and the calls that turn answers into typed errors."""

from __future__ import annotations

import asyncio
import contextvars
import email.utils
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import httpx

from .errors import DecodeError, OpenSandboxError, RequestTimeoutError, TransportError, api_error

#: Methods whose repetition has the same effect as one request (RFC 9110 §9.2.2).
IDEMPOTENT = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
#: Answers after which an idempotent request is worth repeating.
RETRY_STATUSES = frozenset({429, 502, 503, 504})
BACKOFF_BASE = 0.2
BACKOFF_MAX = 5.0
#: Request extension that turns retries off for one request.
NO_RETRY = "opensandbox_no_retry"


def backoff(attempt: int) -> float:
    """Delay before retry ``attempt + 1``: exponential, with jitter in its upper half."""
    ceiling = min(BACKOFF_MAX, BACKOFF_BASE * 2.0**attempt)
    return ceiling / 2 + random.random() * ceiling / 2


def retry_after(headers: httpx.Headers) -> float | None:
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - time.time()
    return min(max(seconds, 0.0), BACKOFF_MAX * 2)


def _retries(request: httpx.Request, max_retries: int) -> int:
    if request.extensions.get(NO_RETRY) or request.method.upper() not in IDEMPOTENT:
        return 0
    return max_retries


class RetryTransport(httpx.BaseTransport):
    def __init__(self, inner: httpx.BaseTransport, max_retries: int) -> None:
        self._inner = inner
        self._max_retries = max_retries

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        retries = _retries(request, self._max_retries)
        for attempt in range(retries + 1):
            try:
                response = self._inner.handle_request(request)
            except httpx.TransportError:
                if attempt >= retries:
                    raise
                time.sleep(backoff(attempt))
                continue
            if attempt >= retries or response.status_code not in RETRY_STATUSES:
                return response
            wait = retry_after(response.headers)
            response.close()
            time.sleep(backoff(attempt) if wait is None else wait)
        raise AssertionError("unreachable")

    def close(self) -> None:
        self._inner.close()


class AsyncRetryTransport(httpx.AsyncBaseTransport):
    def __init__(self, inner: httpx.AsyncBaseTransport, max_retries: int) -> None:
        self._inner = inner
        self._max_retries = max_retries

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        retries = _retries(request, self._max_retries)
        for attempt in range(retries + 1):
            try:
                response = await self._inner.handle_async_request(request)
            except httpx.TransportError:
                if attempt >= retries:
                    raise
                await asyncio.sleep(backoff(attempt))
                continue
            if attempt >= retries or response.status_code not in RETRY_STATUSES:
                return response
            wait = retry_after(response.headers)
            await response.aclose()
            await asyncio.sleep(backoff(attempt) if wait is None else wait)
        raise AssertionError("unreachable")

    async def aclose(self) -> None:
        await self._inner.aclose()


@dataclass
class _CallScope:
    """Per-call state shared with the client's event hooks (through a context variable)."""

    headers: dict[str, str] = field(default_factory=dict)
    responses: list[httpx.Response] = field(default_factory=list)


_scope: contextvars.ContextVar[_CallScope | None] = contextvars.ContextVar("opensandbox_call", default=None)


def _on_request(request: httpx.Request) -> None:
    scope = _scope.get()
    if scope is not None:
        request.headers.update(scope.headers)


def _on_response(response: httpx.Response) -> None:
    scope = _scope.get()
    if scope is not None:
        scope.responses.append(response)


async def _aon_request(request: httpx.Request) -> None:
    _on_request(request)


async def _aon_response(response: httpx.Response) -> None:
    _on_response(response)


def _timeout(seconds: float | None) -> httpx.Timeout:
    return httpx.Timeout(seconds)


def sync_http_client(
    base_url: str,
    headers: dict[str, str],
    timeout: float | None,
    max_retries: int,
    transport: httpx.BaseTransport | None = None,
) -> httpx.Client:
    return httpx.Client(
        base_url=base_url,
        headers=headers,
        timeout=_timeout(timeout),
        transport=RetryTransport(transport or httpx.HTTPTransport(), max_retries),
        event_hooks={"request": [_on_request], "response": [_on_response]},
    )


def async_http_client(
    base_url: str,
    headers: dict[str, str],
    timeout: float | None,
    max_retries: int,
    transport: httpx.AsyncBaseTransport | None = None,
) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=base_url,
        headers=headers,
        timeout=_timeout(timeout),
        transport=AsyncRetryTransport(transport or httpx.AsyncHTTPTransport(), max_retries),
        event_hooks={"request": [_aon_request], "response": [_aon_response]},
    )


def transport_error(exc: Exception, what: str) -> OpenSandboxError:
    if isinstance(exc, httpx.TimeoutException):
        return RequestTimeoutError(f"{what}: timed out ({exc.__class__.__name__})")
    return TransportError(f"{what}: {exc.__class__.__name__}: {exc}")


T = TypeVar("T")


def _is_ok(status: int) -> bool:
    return 200 <= status < 300


_HTTPX_ERRORS = (httpx.TransportError, httpx.StreamError)


def _after_call(result: T, what: str) -> T:
    response: Any = result
    status = int(response.status_code)
    if not _is_ok(status):
        raise api_error(status, response.headers, response.content, what)
    return result


def _decode_failure(exc: Exception, scope: _CallScope, what: str) -> OpenSandboxError:
    last = scope.responses[-1] if scope.responses else None
    if last is not None and not _is_ok(last.status_code):
        return api_error(last.status_code, last.headers, last.content, what)
    status = last.status_code if last is not None else None
    request_id = last.headers.get("x-request-id") if last is not None else None
    err = DecodeError(
        f"{what}: could not decode the response: {exc.__class__.__name__}: {exc}",
        status,
        request_id,
        headers=dict(last.headers) if last is not None else None,
        content=last.content if last is not None else None,
    )
    err.__cause__ = exc
    return err


def invoke_sync(fn: Callable[..., T], what: str, headers: dict[str, str] | None = None, **kwargs: Any) -> T:
    """Runs a generated ``sync_detailed`` function; non-2xx answers raise :class:`ApiError`."""
    scope = _CallScope(headers=dict(headers or {}))
    token = _scope.set(scope)
    try:
        result = fn(**kwargs)
    except _HTTPX_ERRORS as exc:
        raise transport_error(exc, what) from exc
    except OpenSandboxError:
        raise
    except Exception as exc:  # the generated from_dict() rejected the body
        raise _decode_failure(exc, scope, what) from exc
    finally:
        _scope.reset(token)
    return _after_call(result, what)


async def invoke_async(
    fn: Callable[..., Awaitable[T]], what: str, headers: dict[str, str] | None = None, **kwargs: Any
) -> T:
    """Runs a generated ``asyncio_detailed`` function; non-2xx answers raise :class:`ApiError`."""
    scope = _CallScope(headers=dict(headers or {}))
    token = _scope.set(scope)
    try:
        result = await fn(**kwargs)
    except _HTTPX_ERRORS as exc:
        raise transport_error(exc, what) from exc
    except OpenSandboxError:
        raise
    except Exception as exc:
        raise _decode_failure(exc, scope, what) from exc
    finally:
        _scope.reset(token)
    return _after_call(result, what)


def send_sync(client: httpx.Client, request: httpx.Request, what: str, *, stream: bool = False) -> httpx.Response:
    """Sends a request; a non-2xx answer (body read) raises :class:`ApiError`."""
    try:
        response = client.send(request, stream=stream)
        if not _is_ok(response.status_code):
            if stream:
                response.read()
                response.close()
            raise api_error(response.status_code, response.headers, response.content, what)
        return response
    except _HTTPX_ERRORS as exc:
        raise transport_error(exc, what) from exc


async def send_async(
    client: httpx.AsyncClient, request: httpx.Request, what: str, *, stream: bool = False
) -> httpx.Response:
    try:
        response = await client.send(request, stream=stream)
        if not _is_ok(response.status_code):
            if stream:
                await response.aread()
                await response.aclose()
            raise api_error(response.status_code, response.headers, response.content, what)
        return response
    except _HTTPX_ERRORS as exc:
        raise transport_error(exc, what) from exc
