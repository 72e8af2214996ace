"""Asynchronous client. ``_sync.py`` is produced from this file by ``tools/unasync.py``:
edit here, then run ``.venv/bin/python tools/unasync.py``."""

from __future__ import annotations

import asyncio
import builtins
import datetime
import json
import time
from collections.abc import AsyncIterator, Callable
from typing import Any, Generic, TypeVar

import httpx
from dateutil.parser import isoparse  # type: ignore[import-untyped]

from ._config import (
    DEFAULT_MAX_RETRIES,
    DEFAULT_READY_TIMEOUT,
    DEFAULT_REQUEST_TIMEOUT,
    EGRESS_PORT,
    EXECD_PORT,
    ConnectionConfig,
)
from ._generated.egress.api.credential_vault import (
    create_credential_vault,
    delete_credential_vault,
    get_credential_vault,
    get_vault_binding,
    get_vault_credential,
    list_vault_bindings,
    list_vault_credentials,
    patch_credential_vault,
)
from ._generated.egress.api.policy import delete_egress_policy_rules, get_egress_policy, patch_egress_policy
from ._generated.egress.client import Client as EgressApiClient
from ._generated.egress.models import (
    CredentialBindingListResponse,
    CredentialBindingMetadata,
    CredentialListResponse,
    CredentialMetadata,
    CredentialVaultCreateRequest,
    CredentialVaultMutationRequest,
    CredentialVaultState,
    NetworkRule,
    PolicyStatusResponse,
)
from ._generated.execd.api.code_interpreting import create_code_context, interrupt_code
from ._generated.execd.api.command import (
    close_command_stdin,
    create_session,
    delete_session,
    get_background_command_logs,
    get_command_status,
    interrupt_command,
)
from ._generated.execd.api.filesystem import get_files_info, list_directory, remove_files
from ._generated.execd.api.health import ping
from ._generated.execd.api.metric import get_metrics
from ._generated.execd.client import Client as ExecdApiClient
from ._generated.execd.models import (
    CodeContext,
    CodeContextRequest,
    CreateSessionRequest,
    FileInfo,
    FileMetadata,
    RunCodeRequest,
    RunCommandRequest,
    RunInSessionRequest,
)
from ._generated.execd.models import (
    Metrics as MetricsModel,
)
from ._generated.execd.types import UNSET as EXECD_UNSET
from ._generated.lifecycle.api.diagnostics import get_sandbox_diagnostic_events, get_sandbox_diagnostic_logs
from ._generated.lifecycle.api.health import get_health
from ._generated.lifecycle.api.sandboxes import (
    create_sandbox,
    delete_sandbox,
    get_sandbox,
    get_sandbox_endpoint,
    list_sandboxes,
    pause_sandbox,
    renew_sandbox_expiration,
    resume_sandbox,
)
from ._generated.lifecycle.client import Client as LifecycleApiClient
from ._generated.lifecycle.models import (
    CreateSandboxRequest,
    CreateSandboxResponse,
    DiagnosticContentResponse,
    Endpoint,
    EndpointHeaders,
    ListSandboxesResponse,
    RenewSandboxExpirationRequest,
    RenewSandboxExpirationResponse,
)
from ._generated.lifecycle.models import (
    Sandbox as SandboxInfo,
)
from ._generated.lifecycle.types import UNSET as LIFECYCLE_UNSET
from ._streams import EventStreamParser
from ._transport import NO_RETRY, async_http_client, invoke_async, send_async, transport_error
from .errors import (
    ApiError,
    ConflictError,
    InternalServerError,
    OpenSandboxError,
    SandboxFailedError,
    SandboxReadyTimeoutError,
    StreamError,
    TransportError,
    WaitTimeoutError,
)
from .models import CommandLogs, CommandResult, CommandStatus, Download, ExecutionCollector, StreamEvent

E = TypeVar("E")
FINAL_STATES = frozenset({"Failed", "Terminated"})
TAIL_CURSOR = "EXECD-COMMANDS-TAIL-CURSOR"
#: Resource caps used when ``create`` is given none (as the TypeScript SDK).
DEFAULT_RESOURCE_LIMITS: dict[str, str] = {"cpu": "1", "memory": "2Gi"}
#: ``connect`` polls back off from 10 ms to 100 ms (fast for a sandbox that is ready at once,
#: without hot polling a slow one), as the TypeScript SDK's ``waitForSandbox``.
FIRST_POLL = 0.01
MAX_POLL = 0.1
#: While ``connect`` waits for ``/ping``, how often (seconds) it reads the sandbox's state again.
STATE_RECHECK = 0.5


def _what(fn: Callable[..., Any]) -> str:
    """The operationId of a generated function (``get_sandbox`` -> ``getSandbox``)."""
    head, *rest = getattr(fn, "__module__", "call").rsplit(".", 1)[-1].split("_")
    return head + "".join(w.capitalize() for w in rest)


def _stream_timeout(seconds: float | None) -> httpx.Timeout:
    """Streams are bounded until the headers arrive, not while the output flows."""
    return httpx.Timeout(seconds, read=None)


def _state(sandbox: Any) -> str:
    state = sandbox.status.state
    return str(getattr(state, "value", state))


def _status_text(sandbox: Any, name: str) -> str | None:
    value = getattr(sandbox.status, name, None)
    return value if isinstance(value, str) and value else None


def _describe(sandbox: Any) -> str:
    """``state Failed (IMAGE_PULL: no such image)``, for messages."""
    if sandbox is None:
        return "no state observed yet"
    reason, message = _status_text(sandbox, "reason"), _status_text(sandbox, "message")
    detail = f"{reason}: {message}" if reason and message else reason or message
    return f"state {_state(sandbox)}" + (f" ({detail})" if detail else "")


def _check_not_final(sandbox_id: str, sandbox: Any, want: str) -> None:
    """Raises :class:`SandboxFailedError` when the sandbox is in a state it never leaves."""
    state = _state(sandbox)
    if state in FINAL_STATES:
        raise SandboxFailedError(
            f"sandbox {sandbox_id} cannot become {want}: it is in {_describe(sandbox)}",
            sandbox_id,
            state,
            _status_text(sandbox, "reason"),
        )


def _ping_not_yet(exc: OpenSandboxError) -> bool:
    """Errors of ``/ping`` that mean "not yet": no answer (execd not listening yet: the published
    port accepts and drops the connection), a gateway error, the proxy saying "not running"."""
    return isinstance(exc, (TransportError, InternalServerError, ConflictError))


class AsyncEventStream(Generic[E]):
    """An execd output stream. Use as ``async with … as stream`` and iterate it, or iterate it
    directly (the request is sent on first use; leaving the loop closes the connection)."""

    def __init__(
        self, http: httpx.AsyncClient, request: httpx.Request, what: str, decode: Callable[[dict[str, Any]], E]
    ) -> None:
        self._http = http
        self._request = request
        self._what = what
        self._decode = decode
        self.response: httpx.Response | None = None

    async def open(self) -> httpx.Response:
        """Sends the request; returns once the status and headers have arrived."""
        if self.response is None:
            self.response = await send_async(self._http, self._request, self._what, stream=True)
        return self.response

    @property
    def status_code(self) -> int | None:
        return self.response.status_code if self.response is not None else None

    @property
    def headers(self) -> httpx.Headers:
        return self.response.headers if self.response is not None else httpx.Headers()

    @property
    def request_id(self) -> str | None:
        value = self.headers.get("x-request-id")
        return str(value) if value is not None else None

    async def __aenter__(self) -> AsyncEventStream[E]:
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def __aiter__(self) -> AsyncIterator[E]:
        return self._events()

    async def _events(self) -> AsyncIterator[E]:
        response = await self.open()
        parser = EventStreamParser()
        try:
            try:
                async for chunk in response.aiter_bytes():
                    for raw in parser.feed(chunk):
                        yield self._decode(raw)
            except (httpx.TransportError, httpx.StreamError) as exc:
                raise transport_error(exc, self._what) from exc
            for raw in parser.end():
                yield self._decode(raw)
        finally:
            await self.aclose()

    async def aclose(self) -> None:
        if self.response is not None:
            await self.response.aclose()


def _metrics(raw: dict[str, Any]) -> MetricsModel:
    try:
        return MetricsModel.from_dict(raw)
    except (KeyError, TypeError, ValueError) as exc:
        raise StreamError(f"malformed metrics event: {str(raw)[:200]}") from exc


async def _collect(
    stream: AsyncEventStream[StreamEvent], what: str, on_event: Callable[[StreamEvent], None] | None
) -> ExecutionCollector:
    collector = ExecutionCollector()
    async with stream:
        async for event in stream:
            if on_event is not None:
                on_event(event)
            collector.handle(event)
    if not collector.finished:
        raise TransportError(f"{what}: the output stream ended before the execution finished")
    return collector


class AsyncCommandHandle:
    """A command started with ``background=True``."""

    def __init__(self, command_id: str, commands: AsyncCommands) -> None:
        self.id = command_id
        self._commands = commands

    async def status(self) -> CommandStatus:
        return await self._commands.status(self.id)

    async def logs(self, cursor: int | None = None) -> CommandLogs:
        return await self._commands.logs(self.id, cursor)

    async def interrupt(self) -> None:
        await self._commands.interrupt(self.id)

    async def wait(self, timeout: float | None = None) -> CommandStatus:
        return await self._commands.wait(self.id, timeout)


class AsyncCommands:
    def __init__(self, sandbox: AsyncSandbox) -> None:
        self._sandbox = sandbox

    def stream(
        self,
        command: str | RunCommandRequest,
        *,
        cwd: str | None = None,
        envs: dict[str, str] | None = None,
        timeout_ms: int | None = None,
        uid: int | None = None,
        gid: int | None = None,
        background: bool = False,
        stdin: bool = False,
        headers: dict[str, str] | None = None,
    ) -> AsyncEventStream[StreamEvent]:
        """Runs a command and streams its events (``init``, ``stdout``/``stderr``, … ``execution_complete`` or ``error``)."""
        if isinstance(command, RunCommandRequest):
            body = command.to_dict()
        else:
            body = {"command": command}
            for key, value in (("cwd", cwd), ("envs", envs), ("timeout", timeout_ms), ("uid", uid), ("gid", gid)):
                if value is not None:
                    body[key] = value
            if background:
                body["background"] = True
            if stdin:
                body["stdin"] = True
        return self._sandbox.stream_events("POST", "/command", body, "runCommand", headers=headers)

    async def run(
        self,
        command: str,
        *,
        cwd: str | None = None,
        envs: dict[str, str] | None = None,
        timeout_ms: int | None = None,
        uid: int | None = None,
        gid: int | None = None,
        on_event: Callable[[StreamEvent], None] | None = None,
    ) -> CommandResult:
        """Runs a command to completion; a non-zero exit is reported in ``exit_code``, not raised."""
        stream = self.stream(command, cwd=cwd, envs=envs, timeout_ms=timeout_ms, uid=uid, gid=gid)
        return (await _collect(stream, "runCommand", on_event)).result()

    async def start(
        self, command: str, *, cwd: str | None = None, envs: dict[str, str] | None = None, timeout_ms: int | None = None
    ) -> AsyncCommandHandle:
        """Starts a command in the background and returns its handle once it runs."""
        stream = self.stream(command, cwd=cwd, envs=envs, timeout_ms=timeout_ms, background=True)
        collector = await _collect(stream, "runCommand", None)
        if collector.error is not None:
            raise OpenSandboxError(
                f"runCommand: the command did not start: {collector.error.name}: {collector.error.value}"
            )
        return AsyncCommandHandle(collector.id, self)

    async def status(self, command_id: str) -> CommandStatus:
        response = await self._sandbox.invoke(get_command_status.asyncio_detailed, id=command_id)
        s = response.parsed
        started = s.started_at if isinstance(s.started_at, datetime.datetime) else None
        finished = s.finished_at if isinstance(s.finished_at, datetime.datetime) else None
        return CommandStatus(
            id=s.id,
            running=s.running,
            exit_code=s.exit_code if isinstance(s.exit_code, int) else None,
            command=s.content if isinstance(s.content, str) else None,
            error=s.error if isinstance(s.error, str) and s.error else None,
            started_at=started,
            finished_at=finished,
        )

    async def logs(self, command_id: str, cursor: int | None = None) -> CommandLogs:
        """Combined output of a background command from ``cursor`` on."""
        response = await self._sandbox.invoke(
            get_background_command_logs.asyncio_detailed,
            id=command_id,
            cursor=EXECD_UNSET if cursor is None else cursor,
        )
        text = response.content.decode("utf-8", errors="replace")
        try:
            next_cursor = int(response.headers.get(TAIL_CURSOR, ""))
        except ValueError:
            next_cursor = (cursor or 0) + len(response.content)
        return CommandLogs(text=text, cursor=next_cursor)

    async def interrupt(self, command_id: str) -> None:
        """Sends SIGTERM to the command's process group (SIGKILL a few seconds later)."""
        await self._sandbox.invoke(interrupt_command.asyncio_detailed, id=command_id)

    async def write_stdin(self, command_id: str, data: bytes | str) -> None:
        """Appends bytes to the stdin of a command started with ``stdin=True`` (never retried)."""
        content = data.encode() if isinstance(data, str) else data
        request = self._sandbox.http.build_request(
            "POST",
            f"/command/{command_id}/stdin",
            content=content,
            headers={"content-type": "application/octet-stream"},
        )
        await send_async(self._sandbox.http, request, "writeCommandStdin")

    async def close_stdin(self, command_id: str) -> None:
        await self._sandbox.invoke(close_command_stdin.asyncio_detailed, id=command_id)

    async def wait(
        self, command_id: str, timeout: float | None = None, max_poll_interval: float = 1.0
    ) -> CommandStatus:
        """Polls the status until the command has ended (``timeout`` in seconds bounds the wait)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        delay = 0.01
        while True:
            status = await self.status(command_id)
            if not status.running:
                return status
            if deadline is not None and time.monotonic() + delay > deadline:
                raise WaitTimeoutError(f"command {command_id} was still running after {timeout} s")
            await asyncio.sleep(delay)
            delay = min(delay * 2, max_poll_interval)


class AsyncSessions:
    """Persistent shell sessions (working directory and environment survive between runs)."""

    def __init__(self, sandbox: AsyncSandbox) -> None:
        self._sandbox = sandbox

    async def create(self, cwd: str | None = None) -> str:
        body = CreateSessionRequest(cwd=EXECD_UNSET if cwd is None else cwd)
        response = await self._sandbox.invoke(create_session.asyncio_detailed, body=body)
        session_id: str = response.parsed.session_id
        return session_id

    def stream(
        self,
        session_id: str,
        command: str | RunInSessionRequest,
        *,
        cwd: str | None = None,
        timeout_ms: int | None = None,
        headers: dict[str, str] | None = None,
    ) -> AsyncEventStream[StreamEvent]:
        if isinstance(command, RunInSessionRequest):
            body = command.to_dict()
        else:
            body = {"command": command}
            if cwd is not None:
                body["cwd"] = cwd
            if timeout_ms is not None:
                body["timeout"] = timeout_ms
        return self._sandbox.stream_events(
            "POST", f"/session/{_seg(session_id)}/run", body, "runInSession", headers=headers
        )

    async def run(
        self,
        session_id: str,
        command: str,
        *,
        cwd: str | None = None,
        timeout_ms: int | None = None,
        on_event: Callable[[StreamEvent], None] | None = None,
    ) -> CommandResult:
        stream = self.stream(session_id, command, cwd=cwd, timeout_ms=timeout_ms)
        return (await _collect(stream, "runInSession", on_event)).result()

    async def delete(self, session_id: str) -> None:
        await self._sandbox.invoke(delete_session.asyncio_detailed, session_id=session_id)


class AsyncCode:
    """Code contexts (language kernels)."""

    def __init__(self, sandbox: AsyncSandbox) -> None:
        self._sandbox = sandbox

    async def create_context(self, language: str, cwd: str | None = None) -> CodeContext:
        body = CodeContextRequest(language=language, cwd=EXECD_UNSET if cwd is None else cwd)
        context: CodeContext = (await self._sandbox.invoke(create_code_context.asyncio_detailed, body=body)).parsed
        return context

    def stream(
        self,
        code: str | RunCodeRequest,
        *,
        language: str | None = None,
        context_id: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> AsyncEventStream[StreamEvent]:
        if isinstance(code, RunCodeRequest):
            body = code.to_dict()
        else:
            body = {"code": code}
            context: dict[str, str] = {}
            if context_id is not None:
                context["id"] = context_id
            if language is not None:
                context["language"] = language
            if context:
                body["context"] = context
        return self._sandbox.stream_events("POST", "/code", body, "runCode", headers=headers)

    async def run(
        self,
        code: str,
        *,
        language: str | None = None,
        context_id: str | None = None,
        on_event: Callable[[StreamEvent], None] | None = None,
    ) -> CommandResult:
        stream = self.stream(code, language=language, context_id=context_id)
        return (await _collect(stream, "runCode", on_event)).result()

    async def interrupt(self, context_id: str) -> None:
        await self._sandbox.invoke(interrupt_code.asyncio_detailed, id=context_id)


class AsyncMetrics:
    def __init__(self, sandbox: AsyncSandbox) -> None:
        self._sandbox = sandbox

    async def get(self) -> MetricsModel:
        metrics: MetricsModel = (await self._sandbox.invoke(get_metrics.asyncio_detailed)).parsed
        return metrics

    def watch(self, headers: dict[str, str] | None = None) -> AsyncEventStream[MetricsModel]:
        """Streams a ``Metrics`` object about once per second until closed."""
        return self._sandbox.stream_events(
            "GET", "/metrics/watch", None, "watchMetrics", decode=_metrics, headers=headers
        )


def _seg(value: str) -> str:
    from urllib.parse import quote

    return quote(value, safe="")


def _metadata(item: FileMetadata | dict[str, Any] | str) -> dict[str, Any]:
    if isinstance(item, FileMetadata):
        return item.to_dict()
    if isinstance(item, str):
        return {"path": item}
    return dict(item)


def _part_filename(path: str) -> str:
    base = path.rstrip("/").rsplit("/", 1)[-1] or "file"
    return base.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")


def upload_files(
    items: list[tuple[FileMetadata | dict[str, Any] | str, bytes | str]],
) -> list[tuple[str, tuple[str, bytes, str]]]:
    """The multipart parts of ``POST /files/upload``: per file a ``metadata`` part (JSON, sent as
    a file part like the other SDKs) followed by its ``file`` part."""
    parts: list[tuple[str, tuple[str, bytes, str]]] = []
    for meta, data in items:
        m = _metadata(meta)
        content = data.encode() if isinstance(data, str) else data
        parts.append(("metadata", ("metadata", json.dumps(m, separators=(",", ":")).encode(), "application/json")))
        parts.append(("file", (_part_filename(str(m.get("path", "file"))), content, "application/octet-stream")))
    return parts


def _range_header(range_: str | tuple[int | None, int | None] | None) -> str | None:
    if range_ is None or isinstance(range_, str):
        return range_
    first, last = range_
    if first is None:
        return f"bytes=-{last}"
    return f"bytes={first}-" + ("" if last is None else str(last))


class AsyncFiles:
    def __init__(self, sandbox: AsyncSandbox) -> None:
        self._sandbox = sandbox

    async def upload(
        self,
        path: str,
        data: bytes | str,
        *,
        mode: int | None = None,
        owner: str | None = None,
        group: str | None = None,
    ) -> None:
        """Writes one file (parents are created, an existing file is overwritten)."""
        meta: dict[str, Any] = {"path": path}
        for key, value in (("mode", mode), ("owner", owner), ("group", group)):
            if value is not None:
                meta[key] = value
        await self.upload_many([(meta, data)])

    async def upload_many(
        self,
        items: list[tuple[FileMetadata | dict[str, Any] | str, bytes | str]],
        headers: dict[str, str] | None = None,
    ) -> httpx.Response:
        """Writes several files in one multipart request; returns the (2xx) answer."""
        request = self._sandbox.http.build_request("POST", "/files/upload", files=upload_files(items), headers=headers)
        request.extensions[NO_RETRY] = True
        return await send_async(self._sandbox.http, request, "uploadFile")

    async def download_detailed(
        self,
        path: str,
        *,
        range: str | tuple[int | None, int | None] | None = None,  # noqa: A002
        offset: int | None = None,
        limit: int | None = None,
        headers: dict[str, str] | None = None,
    ) -> Download:
        """Reads a file; ``range`` (``"bytes=0-9"`` or ``(0, 9)``) asks for ``206`` with that byte range."""
        params: dict[str, Any] = {"path": path}
        if offset is not None:
            params["offset"] = offset
        if limit is not None:
            params["limit"] = limit
        hdrs = dict(headers or {})
        value = _range_header(range)
        if value is not None:
            hdrs["Range"] = value
        request = self._sandbox.http.build_request("GET", "/files/download", params=params, headers=hdrs)
        response = await send_async(self._sandbox.http, request, "downloadFile")
        return Download(content=response.content, status=response.status_code, headers=dict(response.headers))

    async def download(
        self,
        path: str,
        *,
        range: str | tuple[int | None, int | None] | None = None,
        offset: int | None = None,
        limit: int | None = None,
    ) -> bytes:  # noqa: A002
        return (await self.download_detailed(path, range=range, offset=offset, limit=limit)).content

    async def info(self, paths: list[str] | str) -> dict[str, FileInfo]:
        response = await self._sandbox.invoke(
            get_files_info.asyncio_detailed, path=[paths] if isinstance(paths, str) else list(paths)
        )
        return dict(response.parsed.additional_properties)

    async def list(self, path: str, depth: int | None = None) -> builtins.list[FileInfo]:
        response = await self._sandbox.invoke(
            list_directory.asyncio_detailed, path=path, depth=EXECD_UNSET if depth is None else depth
        )
        return list(response.parsed)

    async def delete(self, paths: builtins.list[str] | str) -> None:
        await self._sandbox.invoke(
            remove_files.asyncio_detailed, path=[paths] if isinstance(paths, str) else list(paths)
        )


class AsyncSandbox:
    """A connection to one sandbox's execd (commands, files, sessions, code, metrics).

    Usually obtained with ``await client.sandboxes.connect(sandbox_id)``; can also be built
    from an execd URL and its headers (``X-EXECD-ACCESS-TOKEN``).
    """

    def __init__(
        self,
        url: str,
        headers: dict[str, str] | None = None,
        *,
        sandbox_id: str | None = None,
        request_timeout: float | None = DEFAULT_REQUEST_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.id = sandbox_id
        self.url = url.rstrip("/")
        self.request_timeout = request_timeout
        self.http = async_http_client(self.url, dict(headers or {}), request_timeout, max_retries, transport)
        self.api = ExecdApiClient(base_url=self.url)
        self.api.set_async_httpx_client(self.http)
        self.commands = AsyncCommands(self)
        self.sessions = AsyncSessions(self)
        self.code = AsyncCode(self)
        self.files = AsyncFiles(self)
        self.metrics = AsyncMetrics(self)

    async def invoke(
        self, fn: Callable[..., Any], *, what: str | None = None, headers: dict[str, str] | None = None, **kwargs: Any
    ) -> Any:
        """Runs a generated execd ``asyncio_detailed`` function with this connection; returns its
        ``Response`` (``.parsed``, ``.content``, ``.headers``) or raises the typed error."""
        return await invoke_async(fn, what or _what(fn), headers, client=self.api, **kwargs)

    def stream_events(
        self,
        method: str,
        path: str,
        body: Any,
        what: str,
        *,
        decode: Callable[[dict[str, Any]], Any] = StreamEvent,
        headers: dict[str, str] | None = None,
    ) -> AsyncEventStream[Any]:
        kwargs: dict[str, Any] = {"headers": headers, "timeout": _stream_timeout(self.request_timeout)}
        if body is not None:
            kwargs["json"] = body
        request = self.http.build_request(method, path, **kwargs)
        return AsyncEventStream(self.http, request, what, decode)

    async def ping(self) -> None:
        await self.invoke(ping.asyncio_detailed)

    async def aclose(self) -> None:
        await self.http.aclose()

    async def __aenter__(self) -> AsyncSandbox:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class AsyncEgress:
    """The egress API of one sandbox (``specs/egress-api.yaml``): its network policy at run time
    and its credential vault. The server answers it for sandboxes created with a
    ``networkPolicy``; the endpoint of port 18080 carries the sandbox's own egress token
    (``OPENSANDBOX-EGRESS-AUTH``), which every call sends.

    Usually obtained with ``await client.sandboxes.egress(sandbox_id)``.
    """

    def __init__(
        self,
        url: str,
        headers: dict[str, str] | None = None,
        *,
        request_timeout: float | None = DEFAULT_REQUEST_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.url = url.rstrip("/")
        self.http = async_http_client(self.url, dict(headers or {}), request_timeout, max_retries, transport)
        self.api = EgressApiClient(base_url=self.url)
        self.api.set_async_httpx_client(self.http)
        self.vault = AsyncCredentialVault(self)

    async def invoke(self, fn: Callable[..., Any], **kwargs: Any) -> Any:
        """Runs a generated egress ``asyncio_detailed`` function with this connection."""
        return await invoke_async(fn, _what(fn), None, client=self.api, **kwargs)

    async def get_policy(self) -> PolicyStatusResponse:
        """The policy in force and its mode (``deny_all``, ``allow_all``, ``enforcing``)."""
        parsed: PolicyStatusResponse = (await self.invoke(get_egress_policy.asyncio_detailed)).parsed
        return parsed

    async def patch_policy(self, rules: builtins.list[NetworkRule | dict[str, Any]]) -> PolicyStatusResponse:
        """Adds rules ahead of the existing ones, replacing rules with the same target."""
        body = [r if isinstance(r, NetworkRule) else NetworkRule.from_dict(r) for r in rules]
        parsed: PolicyStatusResponse = (await self.invoke(patch_egress_policy.asyncio_detailed, body=body)).parsed
        return parsed

    async def delete_rules(self, targets: builtins.list[str]) -> PolicyStatusResponse:
        """Removes the rules with these targets (unknown targets are ignored)."""
        parsed: PolicyStatusResponse = (
            await self.invoke(delete_egress_policy_rules.asyncio_detailed, body=list(targets))
        ).parsed
        return parsed

    async def aclose(self) -> None:
        await self.http.aclose()

    async def __aenter__(self) -> AsyncEgress:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class AsyncCredentialVault:
    """The sandbox's credential vault: secrets the server injects into its matching outbound
    requests, which the sandbox never holds. No call returns a credential value. Errors:
    :class:`NotFoundError` (``VAULT_NOT_FOUND``), :class:`ConflictError` (``VAULT_CONFLICT``: the
    vault exists already, or ``expectedRevision`` is not its revision), :class:`ApiError` 412
    (``CREDENTIAL_PROXY_NOT_ENABLED``), :class:`BadRequestError` (``INVALID_PARAMETER``).
    Requests are the wire shapes, as generated models or plain dicts."""

    def __init__(self, egress: AsyncEgress) -> None:
        self._egress = egress

    async def create(self, request: CredentialVaultCreateRequest | dict[str, Any]) -> CredentialVaultState:
        """Creates the vault at revision 1 and puts it in force."""
        body = (
            request
            if isinstance(request, CredentialVaultCreateRequest)
            else CredentialVaultCreateRequest.from_dict(request)
        )
        parsed: CredentialVaultState = (
            await self._egress.invoke(create_credential_vault.asyncio_detailed, body=body)
        ).parsed
        return parsed

    async def get(self) -> CredentialVaultState:
        """Revision, credential names and bindings."""
        parsed: CredentialVaultState = (await self._egress.invoke(get_credential_vault.asyncio_detailed)).parsed
        return parsed

    async def patch(self, request: CredentialVaultMutationRequest | dict[str, Any]) -> CredentialVaultState:
        """Deletes, replaces, then adds credentials and bindings, all or nothing; a replaced
        value is in force for the next request."""
        body = (
            request
            if isinstance(request, CredentialVaultMutationRequest)
            else CredentialVaultMutationRequest.from_dict(request)
        )
        parsed: CredentialVaultState = (
            await self._egress.invoke(patch_credential_vault.asyncio_detailed, body=body)
        ).parsed
        return parsed

    async def delete(self) -> None:
        """Deletes the vault and every credential value."""
        await self._egress.invoke(delete_credential_vault.asyncio_detailed)

    async def list_credentials(self) -> CredentialListResponse:
        parsed: CredentialListResponse = (await self._egress.invoke(list_vault_credentials.asyncio_detailed)).parsed
        return parsed

    async def get_credential(self, name: str) -> CredentialMetadata:
        parsed: CredentialMetadata = (
            await self._egress.invoke(get_vault_credential.asyncio_detailed, credential_name=name)
        ).parsed
        return parsed

    async def list_bindings(self) -> CredentialBindingListResponse:
        parsed: CredentialBindingListResponse = (await self._egress.invoke(list_vault_bindings.asyncio_detailed)).parsed
        return parsed

    async def get_binding(self, name: str) -> CredentialBindingMetadata:
        parsed: CredentialBindingMetadata = (
            await self._egress.invoke(get_vault_binding.asyncio_detailed, binding_name=name)
        ).parsed
        return parsed


class AsyncSandboxes:
    """Lifecycle operations (``/v1/sandboxes``)."""

    def __init__(self, client: AsyncOpenSandbox) -> None:
        self._client = client

    async def create(
        self,
        image: str | None = None,
        *,
        entrypoint: list[str] | None = None,
        timeout: int | None = None,
        resource_limits: dict[str, str] | None = None,
        env: dict[str, str] | None = None,
        metadata: dict[str, str] | None = None,
        request: CreateSandboxRequest | None = None,
        **extra: Any,
    ) -> CreateSandboxResponse:
        """Creates a sandbox (it starts ``Pending``; see :meth:`wait_until_running`).
        ``timeout`` is the lifetime in seconds; ``extra`` takes further wire fields."""
        if request is None:
            body: dict[str, Any] = dict(extra)
            if image is not None:
                body["image"] = {"uri": image}
            if resource_limits is None and "resourceLimits" not in body:
                resource_limits = dict(DEFAULT_RESOURCE_LIMITS)
            for key, value in (
                ("entrypoint", entrypoint),
                ("timeout", timeout),
                ("resourceLimits", resource_limits),
                ("env", env),
                ("metadata", metadata),
            ):
                if value is not None:
                    body[key] = value
            request = CreateSandboxRequest.from_dict(body)
        parsed: CreateSandboxResponse = (
            await self._client.invoke(create_sandbox.asyncio_detailed, body=request)
        ).parsed
        return parsed

    async def get(self, sandbox_id: str) -> SandboxInfo:
        parsed: SandboxInfo = (await self._client.invoke(get_sandbox.asyncio_detailed, sandbox_id=sandbox_id)).parsed
        return parsed

    async def list(
        self,
        *,
        state: list[str] | None = None,
        metadata: str | None = None,
        page: int | None = None,
        page_size: int | None = None,
    ) -> ListSandboxesResponse:
        kwargs: dict[str, Any] = {}
        for key, value in (("state", state), ("metadata", metadata), ("page", page), ("page_size", page_size)):
            if value is not None:
                kwargs[key] = value
        parsed: ListSandboxesResponse = (await self._client.invoke(list_sandboxes.asyncio_detailed, **kwargs)).parsed
        return parsed

    async def delete(self, sandbox_id: str) -> None:
        await self._client.invoke(delete_sandbox.asyncio_detailed, sandbox_id=sandbox_id)

    async def pause(self, sandbox_id: str) -> None:
        await self._client.invoke(pause_sandbox.asyncio_detailed, sandbox_id=sandbox_id)

    async def resume(self, sandbox_id: str) -> None:
        await self._client.invoke(resume_sandbox.asyncio_detailed, sandbox_id=sandbox_id)

    async def renew(self, sandbox_id: str, expires_at: datetime.datetime | str) -> RenewSandboxExpirationResponse:
        when = isoparse(expires_at) if isinstance(expires_at, str) else expires_at
        body = RenewSandboxExpirationRequest(expires_at=when)
        parsed: RenewSandboxExpirationResponse = (
            await self._client.invoke(renew_sandbox_expiration.asyncio_detailed, sandbox_id=sandbox_id, body=body)
        ).parsed
        return parsed

    async def endpoint(self, sandbox_id: str, port: int, *, use_server_proxy: bool = False) -> Endpoint:
        parsed: Endpoint = (
            await self._client.invoke(
                get_sandbox_endpoint.asyncio_detailed,
                sandbox_id=sandbox_id,
                port=port,
                use_server_proxy=use_server_proxy,
            )
        ).parsed
        return parsed

    async def signed_endpoint(self, sandbox_id: str, port: int, expires: int | datetime.datetime) -> Endpoint:
        """A signed route of ``port`` until ``expires`` (Unix seconds or a datetime): it works without
        any header (a browser opens it), for that port only. Only ``expires`` is sent, as upstream's
        ``get_signed_endpoint``."""
        seconds = int(expires.timestamp()) if isinstance(expires, datetime.datetime) else int(expires)
        parsed: Endpoint = (
            await self._client.invoke(
                get_sandbox_endpoint.asyncio_detailed,
                sandbox_id=sandbox_id,
                port=port,
                use_server_proxy=LIFECYCLE_UNSET,
                expires=str(seconds),
            )
        ).parsed
        return parsed

    async def url(self, sandbox_id: str, port: int, *, expires_in: float = 3600.0) -> str:
        """A browser-openable URL of ``port`` (a signed route, ``http://…/`` with a trailing slash so
        relative links resolve under it) that works for ``expires_in`` seconds."""
        if expires_in <= 0:
            raise ValueError("expires_in must be a positive number of seconds")
        ep = await self.signed_endpoint(sandbox_id, port, int(time.time() + expires_in))
        base = ep.endpoint if "://" in ep.endpoint else f"{self._client.config.protocol}://{ep.endpoint}"
        return base.rstrip("/") + "/"

    async def diagnostic_logs(self, sandbox_id: str, scope: str = "all") -> DiagnosticContentResponse:
        """What the sandbox's processes wrote (scope ``container`` or ``all``), newest lines, each timed."""
        parsed: DiagnosticContentResponse = (
            await self._client.invoke(get_sandbox_diagnostic_logs.asyncio_detailed, sandbox_id=sandbox_id, scope=scope)
        ).parsed
        return parsed

    async def diagnostic_events(self, sandbox_id: str, scope: str = "all") -> DiagnosticContentResponse:
        """The sandbox's transitions as the server recorded them (scope ``lifecycle`` or ``all``)."""
        parsed: DiagnosticContentResponse = (
            await self._client.invoke(
                get_sandbox_diagnostic_events.asyncio_detailed, sandbox_id=sandbox_id, scope=scope
            )
        ).parsed
        return parsed

    async def wait_until_running(
        self, sandbox_id: str, timeout: float = 120.0, *, max_poll_interval: float = 0.5
    ) -> SandboxInfo:
        """Polls until the sandbox is ``Running``. Raises :class:`SandboxFailedError` when it
        reaches ``Failed``/``Terminated`` and :class:`SandboxReadyTimeoutError` after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        delay = 0.01
        last: SandboxInfo | None = None
        while True:
            last = await self.get(sandbox_id)
            state = _state(last) if last is not None else None
            if state == "Running" and last is not None:
                return last
            _check_not_final(sandbox_id, last, "Running")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise SandboxReadyTimeoutError(
                    f"sandbox {sandbox_id} did not become Running within {timeout} s; it was {state or 'unknown'}",
                    sandbox_id,
                    state,
                )
            await asyncio.sleep(min(delay, remaining))
            delay = min(delay * 2, max_poll_interval)

    async def connect(
        self,
        sandbox_id: str,
        *,
        use_server_proxy: bool = False,
        ready_timeout: float = DEFAULT_READY_TIMEOUT,
        skip_health_check: bool = False,
    ) -> AsyncSandbox:
        """Returns a handle on the sandbox's execd (port 44772) once execd is ready to serve.

        Waits until the sandbox is ``Running``, resolves the execd endpoint, then polls
        ``GET /ping`` until execd answers: on servers that do not advertise ``runningMeansReady``
        in ``GET /health`` (upstream's), execd starts listening shortly after the sandbox is
        ``Running``, and until then its published port accepts and drops connections. A server
        that advertises it reports ``Running`` only once execd answers, so there is no ``/ping``
        (unless the status says execd is being restarted). Polls back
        off from 10 ms to 100 ms; while pinging, the sandbox's state is read again every 0.5 s.
        ``ready_timeout`` (seconds, default 30, as the TypeScript SDK) bounds the whole wait.

        Raises :class:`SandboxReadyTimeoutError` when the time runs out (its message names the
        state the sandbox was in, or the last ``/ping`` error; a ``Paused`` sandbox is waited for
        too), :class:`SandboxFailedError` as soon as the sandbox is seen ``Failed``/``Terminated``,
        :class:`NotFoundError` when there is no such sandbox. ``skip_health_check=True`` only
        resolves the endpoint and returns at once (the server answers :class:`ConflictError` for
        a sandbox that has not started yet).
        """
        if skip_health_check:
            return await self._open(sandbox_id, use_server_proxy)
        deadline = time.monotonic() + ready_timeout
        last = await self._wait_running(sandbox_id, deadline, ready_timeout)
        sandbox = await self._open(sandbox_id, use_server_proxy)
        if await self._client.running_means_ready() and _status_text(last, "reason") != "EXECD_RESTARTING":
            return sandbox  # the server reports Running only once execd answers: no /ping
        try:
            await self._wait_ping(sandbox, sandbox_id, last, deadline, ready_timeout)
        except BaseException:
            await sandbox.aclose()
            raise
        return sandbox

    async def egress(self, sandbox_id: str) -> AsyncEgress:
        """A handle on the sandbox's egress API (policy, credential vault), from the endpoint of
        port 18080; the egress API itself is not contacted."""
        endpoint = await self.endpoint(sandbox_id, EGRESS_PORT)
        cfg = self._client.config
        url = endpoint.endpoint if "://" in endpoint.endpoint else f"{cfg.protocol}://{endpoint.endpoint}"
        headers = dict(cfg.headers)
        if isinstance(endpoint.headers, EndpointHeaders):
            headers.update({k: str(v) for k, v in endpoint.headers.additional_properties.items()})
        return AsyncEgress(
            url,
            headers,
            request_timeout=cfg.request_timeout,
            max_retries=cfg.max_retries,
            transport=self._client.transport,
        )

    async def _open(self, sandbox_id: str, use_server_proxy: bool) -> AsyncSandbox:
        """Resolves the execd endpoint and builds a handle for it (no request to execd)."""
        endpoint = await self.endpoint(sandbox_id, EXECD_PORT, use_server_proxy=use_server_proxy)
        cfg = self._client.config
        url = endpoint.endpoint if "://" in endpoint.endpoint else f"{cfg.protocol}://{endpoint.endpoint}"
        headers = dict(cfg.headers)
        if isinstance(endpoint.headers, EndpointHeaders):
            headers.update({k: str(v) for k, v in endpoint.headers.additional_properties.items()})
        return AsyncSandbox(
            url,
            headers,
            sandbox_id=sandbox_id,
            request_timeout=cfg.request_timeout,
            max_retries=cfg.max_retries,
            transport=self._client.transport,
        )

    async def _wait_running(self, sandbox_id: str, deadline: float, timeout: float) -> SandboxInfo:
        """Polls the state until ``Running``; returns the last observed info."""
        delay = FIRST_POLL
        last = await self.get(sandbox_id)
        while _state(last) != "Running":
            _check_not_final(sandbox_id, last, "Running")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise SandboxReadyTimeoutError(
                    f"sandbox {sandbox_id} did not become Running within {timeout} s; it was in {_describe(last)}. "
                    "Increase ready_timeout, or look at the server's logs.",
                    sandbox_id,
                    _state(last),
                )
            await asyncio.sleep(min(delay, remaining))
            delay = min(delay * 2, MAX_POLL)
            last = await self.get(sandbox_id)
        return last

    async def _wait_ping(
        self, sandbox: AsyncSandbox, sandbox_id: str, last: SandboxInfo, deadline: float, timeout: float
    ) -> None:
        """Polls execd's ``/ping`` (never retried by the transport: this loop is the retry) until
        it answers; reads the state again now and then, so a sandbox whose entrypoint exited is
        reported at once instead of after the whole ``timeout``."""
        delay = FIRST_POLL
        checked_at = time.monotonic()
        last_error: OpenSandboxError | None = None
        while True:
            if time.monotonic() - checked_at >= STATE_RECHECK:
                checked_at = time.monotonic()
                last = await self.get(sandbox_id)
                _check_not_final(sandbox_id, last, "Running")
            remaining = deadline - time.monotonic()
            if remaining > 0:
                limit = remaining if sandbox.request_timeout is None else min(remaining, sandbox.request_timeout)
                request = sandbox.http.build_request("GET", "/ping", timeout=httpx.Timeout(limit))
                request.extensions[NO_RETRY] = True
                try:
                    await send_async(sandbox.http, request, "ping")
                    return
                except OpenSandboxError as exc:
                    if not _ping_not_yet(exc):
                        raise
                    last_error = exc
                remaining = deadline - time.monotonic()
            if remaining <= 0:
                detail = f" (last error: {last_error})" if last_error is not None else ""
                raise SandboxReadyTimeoutError(
                    f"sandbox {sandbox_id} is Running but its execd did not answer /ping within {timeout} s{detail}. "
                    "Check that this client can reach the sandbox's endpoint, or use use_server_proxy=True.",
                    sandbox_id,
                    _state(last),
                ) from last_error
            await asyncio.sleep(min(delay, remaining))
            delay = min(delay * 2, MAX_POLL)


class AsyncOpenSandbox:
    """Asynchronous client of the lifecycle server.

    ``domain`` (``host[:port]`` or a URL) and ``api_key`` default to ``OPEN_SANDBOX_DOMAIN`` and
    ``OPEN_SANDBOX_API_KEY``. ``transport`` replaces httpx's network transport (tests).
    """

    def __init__(
        self,
        domain: str | None = None,
        api_key: str | None = None,
        *,
        protocol: str | None = None,
        headers: dict[str, str] | None = None,
        request_timeout: float | None = DEFAULT_REQUEST_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.config = ConnectionConfig.resolve(
            domain,
            api_key,
            protocol=protocol,
            headers=headers,
            request_timeout=request_timeout,
            max_retries=max_retries,
        )
        self.transport = transport
        self.http = async_http_client(
            self.config.api_url, self.config.lifecycle_headers(), request_timeout, max_retries, transport
        )
        self.api = LifecycleApiClient(base_url=self.config.api_url)
        self.api.set_async_httpx_client(self.http)
        self.sandboxes = AsyncSandboxes(self)
        self._running_means_ready: bool | None = None

    async def running_means_ready(self) -> bool:
        """Whether the server reports a sandbox ``Running`` only once its execd answers
        (``GET /health`` says ``runningMeansReady: true``), so waiting for execd's ``/ping``
        after ``Running`` can be skipped. False when it does not say (upstream's servers) or
        cannot be asked. The server's answer is kept for the client's life."""
        if self._running_means_ready is None:
            try:
                health = (await self.invoke(get_health.asyncio_detailed)).parsed
            except ApiError:
                self._running_means_ready = False  # an answer: no such guarantee
                return False
            except OpenSandboxError:
                return False  # no answer: ask again next time
            self._running_means_ready = getattr(health, "running_means_ready", None) is True
        return self._running_means_ready

    async def invoke(
        self, fn: Callable[..., Any], *, what: str | None = None, headers: dict[str, str] | None = None, **kwargs: Any
    ) -> Any:
        """Runs a generated lifecycle ``asyncio_detailed`` function with this client's settings;
        returns its ``Response`` or raises the typed error."""
        return await invoke_async(fn, what or _what(fn), headers, client=self.api, **kwargs)

    async def aclose(self) -> None:
        await self.http.aclose()

    async def __aenter__(self) -> AsyncOpenSandbox:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


__all__ = [
    "AsyncCode",
    "AsyncCommandHandle",
    "AsyncCommands",
    "AsyncEventStream",
    "AsyncFiles",
    "AsyncMetrics",
    "AsyncOpenSandbox",
    "AsyncSandbox",
    "AsyncSandboxes",
    "AsyncSessions",
    "upload_files",
]
