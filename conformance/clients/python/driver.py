"""Conformance driver for the Python SDK (opensandbox_client), per conformance/PROTOCOL.md.

Reads requests as JSON lines on stdin, performs each one concurrently with the SDK's async
client, and writes `head` / `event` / `response` / `error` lines on stdout. Logs go to stderr.

Dispatch:
- event streams (runCommand, runInSession, runCode, watchMetrics): the hand-written stream API;
- uploadFile / downloadFile: the hand-written files API (multipart, Range);
- every other operation: the generated `asyncio_detailed` function, arguments mapped by
  introspection, run through the SDK's `invoke` (typed errors, retries);
- `invalid: true`, `operationId: null`, and what the typed API cannot express: the SDK's own
  httpx client with the request as given (`via: "http"`).
"""

from __future__ import annotations

import asyncio
import base64
import importlib
import inspect
import io
import json
import os
import pkgutil
import re
import sys
import traceback
import uuid
from collections.abc import Callable
from typing import Any

import httpx

from opensandbox_client import (
    ApiError,
    AsyncOpenSandbox,
    AsyncSandbox,
    DecodeError,
    OpenSandboxError,
    StreamError,
    TransportError,
)
from opensandbox_client._generated.execd.models import FileMetadata
from opensandbox_client._streams import EventStreamParser

STREAM_OPS = {"runCommand", "runInSession", "runCode", "watchMetrics", "followCommandOutput", "watchFiles"}
#: Seconds in-flight requests get to finish after shutdown/EOF before they are cancelled (the
#: runner kills a driver that has not exited 5 s after shutdown).
SHUTDOWN_GRACE = 2.0


class CannotExpress(Exception):
    """The typed API cannot express this request: use the plain HTTP fallback."""


def log(message: str) -> None:
    print(f"[python driver] {message}", file=sys.stderr, flush=True)


def emit(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n")
    sys.stdout.flush()


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def lower_headers(headers: Any) -> dict[str, str]:
    return {str(k).lower(): str(v) for k, v in headers.items()}


def is_json(headers: dict[str, str]) -> bool:
    return bool(re.match(r"^application/([\w.+-]*\+)?json\b", headers.get("content-type", ""), re.I))


def snake(name: str) -> str:
    s = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
    return re.sub(r"[^0-9a-zA-Z_]", "_", s).lower()


def camel(module: str) -> str:
    head, *rest = module.split("_")
    return head + "".join(w.capitalize() for w in rest)


def wire(value: Any) -> Any:
    """A decoded model (or list/dict of them) back in its wire shape."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, list):
        return [wire(v) for v in value]
    if isinstance(value, dict):
        return {k: wire(v) for k, v in value.items()}
    return value


# ---------------------------------------------------------------- generated operations


def index_operations(api: str) -> dict[str, Any]:
    """operationId -> generated module, for `opensandbox_client._generated.<api>.api.*`."""
    pkg = importlib.import_module(f"opensandbox_client._generated.{api}.api")
    ops: dict[str, Any] = {}
    for tag in pkgutil.iter_modules(pkg.__path__):
        sub = importlib.import_module(f"{pkg.__name__}.{tag.name}")
        for mod in pkgutil.iter_modules(sub.__path__):
            module = importlib.import_module(f"{sub.__name__}.{mod.name}")
            if hasattr(module, "asyncio_detailed"):
                ops[camel(mod.name)] = module
    return ops


OPERATIONS = {"lifecycle": index_operations("lifecycle"), "execd": index_operations("execd")}


def annotation_text(param: inspect.Parameter) -> str:
    ann = param.annotation
    return (
        ann
        if isinstance(ann, str)
        else getattr(ann, "__name__", repr(ann))
        if not hasattr(ann, "__args__")
        else repr(ann)
    )


def convert_scalar(value: str, ann: str) -> Any:
    """A query/path/header string converted to what the annotation asks for."""
    if re.search(r"\bbool\b", ann):
        if value in ("true", "false"):
            return value == "true"
        raise CannotExpress(f"{value!r} is not a boolean")
    if re.search(r"\bint\b", ann):
        try:
            return int(value)
        except ValueError:
            raise CannotExpress(f"{value!r} is not an integer") from None
    if re.search(r"\bfloat\b", ann):
        try:
            return float(value)
        except ValueError:
            raise CannotExpress(f"{value!r} is not a number") from None
    return value


def resolve_name(module: Any, name: str) -> Any:
    for mod in [
        module,
        *[
            importlib.import_module(m)
            for m in [
                module.__name__.rsplit(".api.", 1)[0] + ".models",
                module.__name__.rsplit(".api.", 1)[0] + ".types",
            ]
        ],
    ]:
        if hasattr(mod, name):
            return getattr(mod, name)
    raise CannotExpress(f"unknown type {name}")


def build_body(module: Any, ann: str, body: dict[str, Any] | None) -> Any:
    if body is None:
        raise CannotExpress("the operation needs a body")
    kind = body.get("kind")
    types = [t for t in re.findall(r"\b[A-Z][A-Za-z0-9_]*\b", ann) if t not in ("Unset", "None", "Any")]
    if not types:
        raise CannotExpress(f"cannot build a body of type {ann}")
    cls = resolve_name(module, types[0])
    if cls.__name__ == "File":
        if kind == "bytes":
            data = base64.b64decode(body.get("base64") or "")
        elif kind == "json":
            data = json.dumps(body["value"]).encode()
        else:
            raise CannotExpress("a binary body must be bytes")
        # bytes, not a BytesIO: the generated code sends `payload` as the content, and httpx's
        # AsyncClient cannot send a synchronous file object.
        return cls(payload=data, mime_type=body.get("contentType") or "application/octet-stream")
    if kind != "json":
        raise CannotExpress(f"a {cls.__name__} body must be JSON")
    value = body["value"]
    try:
        if ann.startswith("list[") or "list[" in ann.split("|")[0]:
            if not isinstance(value, list):
                raise CannotExpress("the body must be an array")
            return [cls.from_dict(v) for v in value]
        if not isinstance(value, dict):
            raise CannotExpress("the body must be an object")
        return cls.from_dict(value)
    except CannotExpress:
        raise
    except Exception as exc:  # from_dict rejected it: the typed API cannot express this body
        raise CannotExpress(f"{cls.__name__}.from_dict: {exc.__class__.__name__}: {exc}") from exc


def generated_kwargs(module: Any, req: dict[str, Any]) -> dict[str, Any]:
    """Maps pathParams/query/headers/body onto the generated function's parameters."""
    params = inspect.signature(module.asyncio_detailed).parameters
    by_name = {n: p for n, p in params.items() if n != "client"}
    kwargs: dict[str, Any] = {}

    def target(name: str) -> inspect.Parameter | None:
        for cand in (snake(name), snake(name) + "_"):
            if cand in by_name and cand != "body":
                return by_name[cand]
        return None

    for name, value in (req.get("pathParams") or {}).items():
        p = target(name)
        if p is None:
            raise CannotExpress(f"no parameter for path parameter {name}")
        kwargs[p.name] = convert_scalar(str(value), annotation_text(p))
    grouped: dict[str, list[str]] = {}
    for name, value in req.get("query") or []:
        grouped.setdefault(name, []).append(value)
    for name, values in grouped.items():
        p = target(name)
        if p is None:
            raise CannotExpress(f"no parameter for query parameter {name}")
        ann = annotation_text(p)
        if "list[" in ann:
            kwargs[p.name] = [convert_scalar(v, ann.replace("list[", "")) for v in values]
        elif len(values) > 1:
            raise CannotExpress(f"query parameter {name} is repeated")
        else:
            kwargs[p.name] = convert_scalar(values[0], ann)
    extra_headers: dict[str, str] = {}
    for name, value in (req.get("headers") or {}).items():
        p = target(name)
        if p is not None and p.name not in kwargs:
            kwargs[p.name] = convert_scalar(value, annotation_text(p))
        else:
            extra_headers[name] = value
    body = req.get("body")
    if "body" in by_name:
        ann = annotation_text(by_name["body"])
        if body is not None:
            kwargs["body"] = build_body(module, ann, body)
        elif by_name["body"].default is inspect.Parameter.empty:
            raise CannotExpress("the operation needs a body")
    elif body is not None:
        raise CannotExpress("the operation takes no body")
    # A JSON body's content type is the generated code's; other case headers go along.
    if "body" in kwargs:
        extra_headers.pop("content-type", None)
    for name, p in by_name.items():
        if p.default is inspect.Parameter.empty and name not in kwargs:
            raise CannotExpress(f"missing required parameter {name}")
    kwargs["__headers"] = extra_headers
    return kwargs


# ---------------------------------------------------------------- clients


class Clients:
    def __init__(self) -> None:
        self._cache: dict[tuple[str, str, str, str], Any] = {}

    def get(self, req: dict[str, Any]) -> Any:
        cred = req.get("credential") or {}
        key = (req["api"], req["baseUrl"], cred.get("header") or "", cred.get("value") or "")
        client = self._cache.get(key)
        if client is None:
            headers = {cred["header"]: cred["value"]} if cred else {}
            if req["api"] == "lifecycle":
                client = AsyncOpenSandbox(req["baseUrl"], api_key="", headers=headers, request_timeout=120.0)
            elif req["api"] == "execd":
                client = AsyncSandbox(req["baseUrl"], headers, request_timeout=120.0)
            else:
                raise CannotExpress(f"unknown api {req['api']}")
            self._cache[key] = client
        return client

    async def close(self) -> None:
        for client in self._cache.values():
            await client.aclose()


# ---------------------------------------------------------------- request handling


class Exchange:
    """One request: tracks what has been reported so a cancel can still answer properly."""

    def __init__(self, req: dict[str, Any]) -> None:
        self.req = req
        self.id = req["id"]
        self.status: int | None = None
        self.headers: dict[str, str] = {}
        self.via = "sdk"
        self.done = False

    def head(self, status: int, headers: dict[str, str]) -> None:
        self.status, self.headers = status, headers
        emit({"type": "head", "id": self.id, "status": status, "headers": headers})

    def event(self, event: Any) -> None:
        emit({"type": "event", "id": self.id, "event": event})

    def response(
        self,
        status: int,
        headers: dict[str, str],
        *,
        json_value: Any = None,
        has_json: bool = False,
        body: bytes | None = None,
        partial: bool = False,
        request_id: str | None = None,
    ) -> None:
        if self.done:
            return
        self.done = True
        msg: dict[str, Any] = {
            "type": "response",
            "id": self.id,
            "via": self.via,
            "status": status,
            "headers": headers,
            "partial": partial,
        }
        if has_json:
            msg["json"] = json_value
        if body is not None:
            msg["bodyBase64"] = b64(body)
        if request_id is not None:
            msg["requestId"] = request_id
        emit(msg)

    def error(self, origin: str, message: str, received: DecodeError | None = None) -> None:
        if self.done:
            return
        self.done = True
        reply: dict[str, Any] = {"type": "error", "id": self.id, "origin": origin, "message": message}
        if received is not None and received.status is not None and received.content is not None:
            # What the SDK rejected, so the runner can check it against the spec.
            reply["status"] = received.status
            reply["headers"] = {k.lower(): v for k, v in received.headers.items()}
            reply["bodyBase64"] = base64.b64encode(received.content).decode("ascii")
        emit(reply)

    def api_error(self, err: ApiError) -> None:
        typed: dict[str, Any] = {}
        if err.code is not None:
            typed["code"] = err.code
        if err.message is not None:
            typed["message"] = err.message
        self.response(
            err.status, err.headers, json_value=typed, has_json=True, body=err.content, request_id=err.request_id
        )

    def cancelled(self) -> None:
        if self.status is not None:
            self.response(self.status, self.headers, partial=True)
        else:
            self.error("transport", "cancelled before the response arrived")


async def run_stream(x: Exchange, client: Any, op: str) -> None:
    req = x.req
    from opensandbox_client._generated.execd.models import RunCodeRequest, RunCommandRequest, RunInSessionRequest

    body = req.get("body")
    extra = {k: v for k, v in (req.get("headers") or {}).items() if k != "content-type"}
    if req.get("query"):
        raise CannotExpress("streams take no query parameters")

    def model(cls: Any) -> Any:
        if body is None or body.get("kind") != "json" or not isinstance(body.get("value"), dict):
            raise CannotExpress("the stream operation needs a JSON object body")
        try:
            return cls.from_dict(body["value"])
        except Exception as exc:
            raise CannotExpress(f"{cls.__name__}.from_dict: {exc}") from exc

    if op == "runCommand":
        stream = client.commands.stream(model(RunCommandRequest), headers=extra)
    elif op == "runInSession":
        session = (req.get("pathParams") or {}).get("sessionId")
        if session is None:
            raise CannotExpress("no sessionId")
        stream = client.sessions.stream(session, model(RunInSessionRequest), headers=extra)
    elif op == "runCode":
        stream = client.code.stream(model(RunCodeRequest), headers=extra)
    elif op == "watchMetrics":
        if body is not None:
            raise CannotExpress("watchMetrics takes no body")
        stream = client.metrics.watch(headers=extra)
    else:
        raise CannotExpress(f"the client has no typed stream for {op}")
    await relay_stream(x, stream)


async def relay_stream(x: Exchange, stream: Any) -> None:
    max_events = x.req.get("maxEvents")
    try:
        response = await stream.open()
        x.head(response.status_code, lower_headers(response.headers))
        count = 0
        partial = False
        async for event in stream:
            x.event(wire(event))
            count += 1
            if max_events is not None and count >= max_events:
                partial = True
                break
        x.response(x.status or 200, x.headers, partial=partial, request_id=stream.request_id)
    finally:
        await stream.aclose()


async def run_upload(x: Exchange, client: AsyncSandbox) -> None:
    body = x.req.get("body")
    if x.req.get("query") or body is None or body.get("kind") != "multipart":
        raise CannotExpress("uploadFile needs a multipart body and no query")
    parts = body.get("parts") or []
    if not parts or len(parts) % 2:
        raise CannotExpress("the parts are not metadata/file pairs")
    items: list[tuple[FileMetadata | dict[str, Any] | str, bytes | str]] = []
    for meta, data in zip(parts[::2], parts[1::2]):
        if meta.get("name") != "metadata" or data.get("name") != "file":
            raise CannotExpress("the parts are not metadata/file pairs")
        try:
            value = json.loads(base64.b64decode(meta.get("base64") or ""))
        except ValueError:
            raise CannotExpress("a metadata part is not JSON") from None
        if not isinstance(value, dict) or not isinstance(value.get("path"), str):
            raise CannotExpress("a metadata part is not a FileMetadata")
        items.append((value, base64.b64decode(data.get("base64") or "")))
    extra = {k: v for k, v in (x.req.get("headers") or {}).items() if k != "content-type"}
    response = await client.files.upload_many(items, headers=extra)
    headers = lower_headers(response.headers)
    x.response(response.status_code, headers, body=response.content, request_id=None)


async def run_download(x: Exchange, client: AsyncSandbox) -> None:
    query: dict[str, str] = {}
    for name, value in x.req.get("query") or []:
        if name not in ("path", "offset", "limit") or name in query:
            raise CannotExpress(f"downloadFile cannot express query parameter {name}")
        query[name] = value
    if "path" not in query or x.req.get("body") is not None:
        raise CannotExpress("downloadFile needs a path and no body")
    headers = dict(x.req.get("headers") or {})
    range_ = headers.pop("range", None)
    try:
        offset = int(query["offset"]) if "offset" in query else None
        limit = int(query["limit"]) if "limit" in query else None
    except ValueError:
        raise CannotExpress("offset/limit are not integers") from None
    result = await client.files.download_detailed(
        query["path"], range=range_, offset=offset, limit=limit, headers=headers
    )
    x.response(result.status, {k.lower(): v for k, v in result.headers.items()}, body=result.content)


async def run_generated(x: Exchange, client: Any, module: Any) -> None:
    kwargs = generated_kwargs(module, x.req)
    headers = kwargs.pop("__headers")
    response = await client.invoke(module.asyncio_detailed, what=x.req["operationId"], headers=headers, **kwargs)
    hdrs = lower_headers(response.headers)
    parsed = response.parsed
    has_json = is_json(hdrs) and parsed is not None and not isinstance(parsed, (str, bytes))
    x.response(
        int(response.status_code),
        hdrs,
        json_value=wire(parsed) if has_json else None,
        has_json=has_json,
        body=response.content,
    )


def multipart_body(parts: list[dict[str, Any]]) -> tuple[bytes, str]:
    boundary = f"----opensandbox-driver-{uuid.uuid4().hex}"
    out = io.BytesIO()
    for part in parts:
        disposition = f'form-data; name="{part["name"]}"'
        if part.get("filename") is not None:
            disposition += f'; filename="{part["filename"]}"'
        out.write(f"--{boundary}\r\nContent-Disposition: {disposition}\r\n".encode())
        if part.get("contentType"):
            out.write(f"Content-Type: {part['contentType']}\r\n".encode())
        out.write(b"\r\n" + base64.b64decode(part.get("base64") or "") + b"\r\n")
    out.write(f"--{boundary}--\r\n".encode())
    return out.getvalue(), f"multipart/form-data; boundary={boundary}"


async def run_http(x: Exchange, client: Any) -> None:
    """The plain-HTTP fallback through the SDK's own httpx client."""
    x.via = "http"
    req = x.req
    http: httpx.AsyncClient = client.http
    headers = dict(req.get("headers") or {})
    body = req.get("body")
    content: bytes | None = None
    if body is not None:
        kind = body.get("kind")
        if kind == "json":
            content = json.dumps(body["value"], separators=(",", ":"), ensure_ascii=False).encode()
            headers.setdefault("content-type", "application/json")
        elif kind == "bytes":
            content = base64.b64decode(body.get("base64") or "")
            if body.get("contentType") and "content-type" not in headers:
                headers["content-type"] = body["contentType"]
        elif kind == "multipart":
            content, ctype = multipart_body(body.get("parts") or [])
            if not headers.get("content-type", "multipart/form-data").lower().startswith("multipart/form-data"):
                pass  # the case overrides the content type on purpose
            else:
                headers["content-type"] = ctype
    base = str(http.base_url).rstrip("/")
    url = httpx.URL(base + req["path"])
    if req.get("query"):
        url = url.copy_merge_params(req["query"])
    request = http.build_request(
        req["method"], url, headers=headers, content=content, timeout=httpx.Timeout(120.0, read=None)
    )
    response = await http.send(request, stream=True)
    try:
        hdrs = lower_headers(response.headers)
        if response.status_code < 300 and hdrs.get("content-type", "").startswith("text/event-stream"):
            x.head(response.status_code, hdrs)
            parser = EventStreamParser()
            count = 0
            max_events = req.get("maxEvents")
            async for chunk in response.aiter_bytes():
                for event in parser.feed(chunk):
                    x.event(event)
                    count += 1
                    if max_events is not None and count >= max_events:
                        x.response(response.status_code, hdrs, partial=True)
                        return
            for event in parser.end():
                x.event(event)
            x.response(response.status_code, hdrs)
            return
        data = await response.aread()
    finally:
        await response.aclose()
    if response.status_code >= 300:
        from opensandbox_client.errors import api_error

        x.api_error(api_error(response.status_code, response.headers, data, req.get("operationId")))
        return
    value: Any = None
    has_json = False
    if is_json(hdrs) and data:
        try:
            value, has_json = json.loads(data), True
        except ValueError:
            pass
    x.response(response.status_code, hdrs, json_value=value, has_json=has_json, body=data)


async def handle(x: Exchange) -> None:
    req = x.req
    try:
        client = CLIENTS.get(req)
        op = req.get("operationId")
        if req.get("invalid") or op is None:
            await run_http(x, client)
            return
        try:
            if op in STREAM_OPS and req["api"] == "execd":
                await run_stream(x, client, op)
            elif op == "uploadFile" and req["api"] == "execd":
                await run_upload(x, client)
            elif op == "downloadFile" and req["api"] == "execd":
                await run_download(x, client)
            elif op in OPERATIONS.get(req["api"], {}):
                await run_generated(x, client, OPERATIONS[req["api"]][op])
            else:
                raise CannotExpress(f"no SDK function for {op}")
        except CannotExpress as why:
            if x.status is not None:
                raise
            log(f"#{x.id} {op}: via http ({why})")
            await run_http(x, client)
    except asyncio.CancelledError:
        x.cancelled()
    except ApiError as err:
        x.api_error(err)
    except StreamError as err:
        x.error("client", str(err))
    except DecodeError as err:
        x.error("client", str(err), err)
    except TransportError as err:
        x.error("transport", str(err))
    except (httpx.TransportError, httpx.StreamError) as err:
        x.error("transport", f"{err.__class__.__name__}: {err}")
    except OpenSandboxError as err:
        x.error("client", f"{err.__class__.__name__}: {err}")
    except Exception as err:  # a driver bug
        log(traceback.format_exc())
        x.error("driver", f"{err.__class__.__name__}: {err}")
    finally:
        if not x.done:
            x.error("driver", "the request ended without an answer")


CLIENTS = Clients()


def forget(
    tasks: dict[int, asyncio.Task[None]], exchanges: dict[int, Exchange], request_id: int
) -> Callable[[asyncio.Task[None]], None]:
    def done(_task: asyncio.Task[None]) -> None:
        tasks.pop(request_id, None)
        exchanges.pop(request_id, None)

    return done


async def main() -> int:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=256 * 1024 * 1024)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    tasks: dict[int, asyncio.Task[None]] = {}
    exchanges: dict[int, Exchange] = {}
    while True:
        line = await reader.readline()
        if not line:
            break
        try:
            msg = json.loads(line)
        except ValueError:
            log(f"not JSON: {line[:200]!r}")
            continue
        kind = msg.get("type")
        if kind == "request":
            x = Exchange(msg)
            exchanges[x.id] = x
            tasks[x.id] = asyncio.create_task(handle(x))
            tasks[x.id].add_done_callback(forget(tasks, exchanges, x.id))
        elif kind == "cancel":
            running = tasks.get(msg.get("id"))
            if running is not None:
                running.cancel()
        elif kind == "shutdown":
            break
        else:
            log(f"unknown message type {kind!r}")
    if tasks:
        _, pending = await asyncio.wait(list(tasks.values()), timeout=SHUTDOWN_GRACE)
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.wait(pending, timeout=2)
    await CLIENTS.close()
    return 0


if __name__ == "__main__":
    if os.environ.get("OPENSANDBOX_DRIVER_DEBUG"):
        log(f"operations: lifecycle={sorted(OPERATIONS['lifecycle'])} execd={sorted(OPERATIONS['execd'])}")
    sys.exit(asyncio.run(main()))
