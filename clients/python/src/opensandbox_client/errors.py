"""Typed errors raised by the SDK. Every failure is an :class:`OpenSandboxError`."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


class OpenSandboxError(Exception):
    """Base class of every error the SDK raises."""


class ApiError(OpenSandboxError):
    """The server (lifecycle or execd) answered with a non-2xx status.

    ``code`` and ``message`` come from the ``ErrorResponse`` body when there is one;
    ``request_id`` from the ``X-Request-ID`` response header (quote it when reporting a problem).
    """

    def __init__(
        self,
        status: int,
        code: str | None,
        message: str | None,
        request_id: str | None = None,
        body: Any = None,
        what: str | None = None,
        headers: Mapping[str, str] | None = None,
        content: bytes = b"",
    ) -> None:
        self.status = status
        #: Response headers (lower-case names) and raw body, for diagnostics.
        self.headers: dict[str, str] = {k.lower(): v for k, v in (headers or {}).items()}
        self.content = content
        self.code = code
        self.message = message
        self.request_id = request_id
        self.body = body
        parts = [f"{what}: " if what else "", str(status)]
        if code:
            parts.append(f" {code}")
        if message:
            parts.append(f": {message}")
        if request_id:
            parts.append(f" (request id {request_id})")
        super().__init__("".join(parts))


class BadRequestError(ApiError):
    """400 (also 413, 416, 422): the request was malformed or broke a documented rule."""


class TimeoutTooLongError(BadRequestError):
    """400 ``TIMEOUT_TOO_LONG``: a sandbox lifetime (seconds) or renewal beyond the server's maximum."""


class AuthenticationError(ApiError):
    """401: the API key or the execd access token is missing or wrong."""


class PermissionDeniedError(ApiError):
    """403: the caller may not do this."""


class NotFoundError(ApiError):
    """404: no such sandbox, snapshot, file, command, session or terminal."""


class ConflictError(ApiError):
    """409: the resource's current state does not allow the operation."""


class SandboxNotFoundError(NotFoundError):
    """404 ``SANDBOX_NOT_FOUND``: the sandbox does not exist (any more): deleted, or expired."""


class SandboxNotRunningError(ConflictError):
    """409 ``SANDBOX_NOT_RUNNING``: the sandbox is not ``Running``; ``message`` names its state and reason."""


class RateLimitError(ApiError):
    """429: too many requests (idempotent calls were retried first)."""


class InternalServerError(ApiError):
    """5xx: the server, execd or a gateway in between failed."""


class TransportError(OpenSandboxError):
    """No HTTP answer: connection refused or reset, DNS failure, stream cut short."""


class RequestTimeoutError(TransportError):
    """A call did not finish within its timeout."""


class DecodeError(OpenSandboxError):
    """A 2xx answer whose body the SDK could not decode into the documented model."""

    def __init__(
        self,
        message: str,
        status: int | None = None,
        request_id: str | None = None,
        headers: Mapping[str, str] | None = None,
        content: bytes | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.request_id = request_id
        #: The response the SDK could not decode, as received.
        self.headers: Mapping[str, str] = headers or {}
        self.content = content


class StreamError(OpenSandboxError):
    """An output stream carried a malformed event, or ended before its terminal event."""


class WaitTimeoutError(OpenSandboxError, TimeoutError):
    """Waiting for a state (a sandbox running, a command ending) took longer than allowed."""


class SandboxReadyTimeoutError(WaitTimeoutError):
    """The sandbox did not reach the awaited state in time; ``state`` is the last one seen."""

    def __init__(self, message: str, sandbox_id: str, state: str | None) -> None:
        super().__init__(message)
        self.sandbox_id = sandbox_id
        self.state = state


class SandboxFailedError(OpenSandboxError):
    """The sandbox reached ``Failed`` or ``Terminated`` while the SDK waited for it."""

    def __init__(self, message: str, sandbox_id: str, state: str | None, reason: str | None = None) -> None:
        super().__init__(message)
        self.sandbox_id = sandbox_id
        self.state = state
        self.reason = reason


def error_class_for_status(status: int) -> type[ApiError]:
    """The one place where an HTTP status becomes an error class."""
    if status in (400, 413, 416, 422):
        return BadRequestError
    return {
        401: AuthenticationError,
        403: PermissionDeniedError,
        404: NotFoundError,
        409: ConflictError,
        429: RateLimitError,
    }.get(status, InternalServerError if status >= 500 else ApiError)


def api_error(status: int, headers: Mapping[str, str], content: bytes, what: str | None = None) -> ApiError:
    """Builds the typed error for a non-2xx answer from its raw body."""
    body: Any = None
    code: str | None = None
    message: str | None = None
    text = content.decode("utf-8", errors="replace") if content else ""
    if text:
        try:
            body = json.loads(text)
        except ValueError:
            body = text
    if isinstance(body, dict):
        if isinstance(body.get("code"), str):
            code = body["code"]
        if isinstance(body.get("message"), str):
            message = body["message"]
        elif isinstance(body.get("error"), str):  # upstream execd's 401 body
            message = body["error"]
    elif isinstance(body, str) and body:
        message = body if len(body) <= 500 else body[:500] + "…"
    request_id = headers.get("x-request-id")
    return _error_class(status, code)(status, code, message, request_id, body, what, headers, content)


def _error_class(status: int, code: str | None) -> type[ApiError]:
    """The status's class, refined by the codes that name a sandbox's state (upstream servers
    namespace them: ``DOCKER::SANDBOX_NOT_FOUND``)."""
    if code is not None:
        if status == 404 and code.endswith("SANDBOX_NOT_FOUND"):
            return SandboxNotFoundError
        if status == 409 and code.endswith("SANDBOX_NOT_RUNNING"):
            return SandboxNotRunningError
        if status == 400 and code == "TIMEOUT_TOO_LONG":
            return TimeoutTooLongError
    return error_class_for_status(status)
