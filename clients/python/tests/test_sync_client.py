from __future__ import annotations

import email.parser
import email.policy
import json
import time

import httpx
import pytest

from opensandbox_client import (
    ApiError,
    AuthenticationError,
    DecodeError,
    InternalServerError,
    NotFoundError,
    OpenSandbox,
    OpenSandboxError,
    Sandbox,
    SandboxFailedError,
    SandboxNotFoundError,
    SandboxNotRunningError,
    SandboxReadyTimeoutError,
    StreamError,
    TimeoutTooLongError,
    TransportError,
    _sync,
)

from .conftest import Recorder, body_json, json_response, sandbox_json, stream_response

TOKEN = {"X-EXECD-ACCESS-TOKEN": "tok"}


def client(handler) -> tuple[OpenSandbox, Recorder]:
    rec = Recorder(handler)
    return OpenSandbox("127.0.0.1:8080", "key", transport=rec.sync()), rec


def execd(handler) -> tuple[Sandbox, Recorder]:
    rec = Recorder(handler)
    return Sandbox("http://127.0.0.1:44772", TOKEN, transport=rec.sync()), rec


def test_get_decodes_model_and_sends_key() -> None:
    c, rec = client(lambda r: json_response(200, sandbox_json(metadata={"a": "b"})))
    sb = c.sandboxes.get("sb1")
    assert sb.id == "sb1" and sb.status.state == "Running"
    assert sb.to_dict()["metadata"] == {"a": "b"}
    assert rec.requests[0].headers["OPEN-SANDBOX-API-KEY"] == "key"


def test_api_error_carries_status_code_message_and_request_id() -> None:
    c, _ = client(
        lambda r: json_response(404, {"code": "SANDBOX_NOT_FOUND", "message": "no such sandbox"}, request_id="rid-42")
    )
    with pytest.raises(NotFoundError) as info:
        c.sandboxes.get("nope")
    err = info.value
    assert isinstance(err, ApiError) and isinstance(err, OpenSandboxError)
    assert (err.status, err.code, err.message, err.request_id) == (
        404,
        "SANDBOX_NOT_FOUND",
        "no such sandbox",
        "rid-42",
    )
    assert "rid-42" in str(err) and "getSandbox" in str(err)


def test_codes_naming_a_sandbox_state_refine_the_status_class() -> None:
    answers = {
        "GET": json_response(404, {"code": "DOCKER::SANDBOX_NOT_FOUND", "message": "gone"}),
        "POST": json_response(400, {"code": "TIMEOUT_TOO_LONG", "message": "timeout must be at most 86400 seconds"}),
        "DELETE": json_response(409, {"code": "SANDBOX_NOT_RUNNING", "message": "sandbox x is Failed (CONTAINER_EXITED_ERROR)"}),
    }
    c, _ = client(lambda r: answers[r.method])
    with pytest.raises(SandboxNotFoundError) as gone:
        c.sandboxes.get("x")
    assert isinstance(gone.value, NotFoundError)
    with pytest.raises(TimeoutTooLongError):
        c.sandboxes.create(image="img", timeout=600_000)
    with pytest.raises(SandboxNotRunningError) as not_running:
        c.sandboxes.delete("x")
    assert "CONTAINER_EXITED_ERROR" in str(not_running.value)
    c2, _ = client(lambda r: json_response(404, {"code": "FILE_NOT_FOUND", "message": "no"}))
    with pytest.raises(NotFoundError) as other:
        c2.sandboxes.get("x")
    assert not isinstance(other.value, SandboxNotFoundError)


def test_error_body_that_is_not_an_error_response() -> None:
    # upstream execd's 401 body is {"error": ...}; a proxy may answer with text
    c, _ = client(lambda r: httpx.Response(401, json={"error": "bad token"}, headers={"x-request-id": "r9"}))
    with pytest.raises(AuthenticationError) as info:
        c.sandboxes.list()
    assert info.value.code is None and info.value.message == "bad token" and info.value.request_id == "r9"
    c2, _ = client(lambda r: httpx.Response(500, text="<html>oops</html>"))
    with pytest.raises(InternalServerError) as info2:
        c2.sandboxes.delete("x")
    assert info2.value.message == "<html>oops</html>" and info2.value.request_id is None


def test_undecodable_success_body_is_a_decode_error() -> None:
    c, _ = client(lambda r: json_response(200, {"id": "sb1"}, request_id="r-dec"))
    with pytest.raises(DecodeError) as info:
        c.sandboxes.get("sb1")
    assert info.value.status == 200 and info.value.request_id == "r-dec"


def test_connection_failure_is_a_transport_error() -> None:
    def fail(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    c, rec = client(fail)
    with pytest.raises(TransportError):
        c.sandboxes.get("sb1")
    assert len(rec.requests) == 3  # GET: retried twice


def test_idempotent_calls_are_retried_post_is_not() -> None:
    answers = [httpx.Response(503), httpx.Response(502), json_response(200, sandbox_json())]
    c, rec = client(lambda r: answers.pop(0))
    assert c.sandboxes.get("sb1").id == "sb1"
    assert len(rec.requests) == 3

    c2, rec2 = client(lambda r: json_response(503, {"code": "UNAVAILABLE", "message": "busy"}))
    with pytest.raises(InternalServerError):
        c2.sandboxes.create("busybox", entrypoint=["sleep", "1"])
    assert len(rec2.requests) == 1


def test_create_body_shape() -> None:
    created = {
        "id": "sb1",
        "status": {"state": "Pending"},
        "entrypoint": ["sleep", "9"],
        "createdAt": "2026-01-02T03:04:05Z",
    }
    c, rec = client(lambda r: json_response(202, created))
    resp = c.sandboxes.create("busybox", entrypoint=["sleep", "9"], timeout=600, metadata={"k": "v"})
    assert resp.id == "sb1"
    sent = body_json(rec.requests[0])
    assert sent["image"] == {"uri": "busybox"}
    assert sent["entrypoint"] == ["sleep", "9"] and sent["timeout"] == 600 and sent["metadata"] == {"k": "v"}
    assert sent["resourceLimits"] == {"cpu": "1", "memory": "2Gi"}


def test_wait_until_running_times_out() -> None:
    c, rec = client(lambda r: json_response(200, sandbox_json(state="Pending")))
    with pytest.raises(SandboxReadyTimeoutError) as info:
        c.sandboxes.wait_until_running("sb1", timeout=0.2)
    assert info.value.state == "Pending" and info.value.sandbox_id == "sb1"
    assert isinstance(info.value, TimeoutError)
    assert len(rec.requests) >= 2


def test_wait_until_running_returns_and_fails() -> None:
    states = ["Pending", "Pending", "Running"]
    c, _ = client(lambda r: json_response(200, sandbox_json(state=states.pop(0))))
    assert c.sandboxes.wait_until_running("sb1", timeout=5).status.state == "Running"
    c2, _ = client(
        lambda r: json_response(200, sandbox_json(state="Failed", status={"state": "Failed", "reason": "IMAGE_PULL"}))
    )
    with pytest.raises(SandboxFailedError) as info:
        c2.sandboxes.wait_until_running("sb1", timeout=5)
    assert info.value.reason == "IMAGE_PULL"


def test_connect_uses_endpoint_address_and_token() -> None:
    def handler(r: httpx.Request) -> httpx.Response:
        if r.url.path == "/v1/sandboxes/sb1":
            return json_response(200, sandbox_json())
        if r.url.path.endswith("/endpoints/44772"):
            return json_response(200, {"endpoint": "10.0.0.5:40000", "headers": {"X-EXECD-ACCESS-TOKEN": "secret"}})
        assert r.url.host == "10.0.0.5" and r.url.port == 40000
        return httpx.Response(200)

    c, rec = client(handler)
    sandbox = c.sandboxes.connect("sb1")
    assert str(rec.requests[-1].url) == "http://10.0.0.5:40000/ping"  # connect waited for execd
    sandbox.ping()
    assert rec.requests[-1].headers["X-EXECD-ACCESS-TOKEN"] == "secret"
    assert str(rec.requests[-1].url) == "http://10.0.0.5:40000/ping"


ENDPOINT = {"endpoint": "10.0.0.5:40000", "headers": {"X-EXECD-ACCESS-TOKEN": "secret"}}


def ready_server(states: list[str], pings: list[object], final: dict | None = None, health: dict | None = None):
    """Lifecycle answers the given states (the last one repeats), execd's /ping the given
    answers in turn (an exception class is raised, an int is a status; the last one repeats).
    ``GET /health`` answers ``health`` (default: upstream's, without ``runningMeansReady``)."""

    def handler(r: httpx.Request) -> httpx.Response:
        if r.url.path == "/v1/health":
            return json_response(200, health or {"status": "healthy"})
        if r.url.path == "/v1/sandboxes/sb1":
            state = states.pop(0) if len(states) > 1 else states[0]
            return json_response(200, sandbox_json(state=state, status={"state": state, **(final or {})}))
        if r.url.path == "/v1/sandboxes/sb1/endpoints/44772":
            return json_response(200, ENDPOINT)
        assert r.url.host == "10.0.0.5" and r.url.path == "/ping"
        answer = pings.pop(0) if len(pings) > 1 else pings[0]
        if isinstance(answer, type):
            raise answer("not listening", request=r)
        return httpx.Response(answer)  # type: ignore[arg-type]

    return handler


def pings_of(rec: Recorder) -> list[httpx.Request]:
    return [r for r in rec.requests if r.url.path == "/ping"]


def test_connect_waits_until_running_and_execd_answers_ping() -> None:
    # execd not listening yet: the published port drops the connection, a gateway answers 502
    pings = [httpx.ConnectError, httpx.RemoteProtocolError, 502, httpx.ReadError, 200]
    c, rec = client(ready_server(["Pending", "Pending", "Running"], pings))
    with c.sandboxes.connect("sb1", ready_timeout=5) as sandbox:
        assert sandbox.id == "sb1" and sandbox.url == "http://10.0.0.5:40000"
    got = pings_of(rec)
    assert len(got) == 5  # one request per attempt: the transport does not retry /ping on its own
    assert all(r.headers["X-EXECD-ACCESS-TOKEN"] == "secret" for r in got)
    states = [r for r in rec.requests if r.url.path == "/v1/sandboxes/sb1"]
    assert len(states) == 3  # polled until Running; no endpoint request before that
    assert rec.requests.index(states[-1]) < min(rec.requests.index(r) for r in got)


def test_connect_gives_up_with_ready_timeout_naming_the_last_ping_error() -> None:
    c, rec = client(ready_server(["Running"], [httpx.ConnectError]))
    with pytest.raises(SandboxReadyTimeoutError) as info:
        c.sandboxes.connect("sb1", ready_timeout=0.3)
    err = info.value
    assert (err.sandbox_id, err.state) == ("sb1", "Running") and isinstance(err, TimeoutError)
    assert "/ping" in str(err) and "not listening" in str(err)
    assert isinstance(err.__cause__, TransportError)
    assert len(pings_of(rec)) >= 3


def test_connect_times_out_naming_the_state_it_waited_in() -> None:
    c, rec = client(ready_server(["Pending"], [200]))
    with pytest.raises(SandboxReadyTimeoutError) as info:
        c.sandboxes.connect("sb1", ready_timeout=0.2)
    assert info.value.state == "Pending" and "did not become Running" in str(info.value)
    assert not pings_of(rec)


def test_connect_reports_a_sandbox_that_failed_while_pinging(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_sync, "STATE_RECHECK", 0.05)
    final = {"reason": "ENTRYPOINT_EXITED", "message": "exit code 1"}
    c, rec = client(ready_server(["Running", "Failed"], [502], final=final))
    started = time.monotonic()
    with pytest.raises(SandboxFailedError) as info:
        c.sandboxes.connect("sb1", ready_timeout=10)
    assert time.monotonic() - started < 2  # at once, not after the ready timeout
    assert (info.value.state, info.value.reason) == ("Failed", "ENTRYPOINT_EXITED")
    assert "exit code 1" in str(info.value)
    assert pings_of(rec)


def test_connect_reports_a_failed_sandbox_without_pinging() -> None:
    c, rec = client(ready_server(["Pending", "Failed"], [200], final={"reason": "IMAGE_PULL"}))
    with pytest.raises(SandboxFailedError) as info:
        c.sandboxes.connect("sb1")
    assert info.value.reason == "IMAGE_PULL" and not pings_of(rec)


def test_connect_raises_ping_errors_that_are_not_a_not_yet() -> None:
    c, rec = client(ready_server(["Running"], [401]))
    with pytest.raises(AuthenticationError):
        c.sandboxes.connect("sb1", ready_timeout=5)
    assert len(pings_of(rec)) == 1
    c2, _ = client(lambda r: json_response(404, {"code": "SANDBOX_NOT_FOUND", "message": "gone"}))
    with pytest.raises(NotFoundError):
        c2.sandboxes.connect("nope")


def test_connect_skip_health_check_only_resolves_the_endpoint() -> None:
    c, rec = client(ready_server(["Pending"], [httpx.ConnectError]))
    sandbox = c.sandboxes.connect("sb1", skip_health_check=True)
    assert sandbox.url == "http://10.0.0.5:40000"
    assert [r.url.path for r in rec.requests] == ["/v1/sandboxes/sb1/endpoints/44772"]


BARE = (
    b'{"type":"init","text":"cmd-1","timestamp":1}\n\n'
    b'{"type":"stdout","text":"hello","timestamp":2}\n\n'
    b'{"type":"stderr","text":"\\n","timestamp":3}\n\n'
    b'{"type":"error","error":{"ename":"CommandExecError","evalue":"3","traceback":[]}}\n\n'
)
SSE = (
    b": hi\nevent: message\n"
    b'data: {"type":"init","text":"cmd-2"}\n\n'
    b'data: {"type":"stdout","text":"a"}\n\nid: 3\n'
    b'data: {"type":"stdout","text":"b"}\n\n'
    b'data: {"type":"execution_complete","execution_time":12}\n\n'
)


@pytest.mark.parametrize(
    ("body", "expected"), [(BARE, ("cmd-1", 3, "hello\n", "\n")), (SSE, ("cmd-2", 0, "a\nb\n", ""))]
)
def test_run_command_both_framings(body: bytes, expected: tuple) -> None:
    sb, rec = execd(lambda r: stream_response(body))
    result = sb.commands.run("echo hello", cwd="/tmp", timeout_ms=5000)
    assert (result.id, result.exit_code, result.stdout, result.stderr) == expected
    sent = body_json(rec.requests[0])
    assert sent == {"command": "echo hello", "cwd": "/tmp", "timeout": 5000}
    assert rec.requests[0].headers["X-EXECD-ACCESS-TOKEN"] == "tok"


def test_partial_events_join_without_line_ends() -> None:
    body = (
        b'{"type":"init","text":"c"}\n\n'
        b'{"type":"stdout","text":"aaa","partial":true}\n\n'
        b'{"type":"stdout","text":"bbb"}\n\n'
        b'{"type":"stdout","text":"\\n"}\n\n'
        b'{"type":"execution_complete","execution_time":1}\n\n'
    )
    sb, _ = execd(lambda r: stream_response(body))
    assert sb.commands.run("x").stdout == "aaabbb\n\n"


def test_stream_yields_wire_events_and_headers() -> None:
    sb, _ = execd(lambda r: stream_response(SSE, request_id="rs-1"))
    with sb.commands.stream("echo a") as stream:
        assert stream.status_code == 200 and stream.request_id == "rs-1"
        events = [e.to_dict() for e in stream]
    assert events[0] == {"type": "init", "text": "cmd-2"}
    assert events[-1] == {"type": "execution_complete", "execution_time": 12}


def test_malformed_event_raises_stream_error() -> None:
    sb, _ = execd(lambda r: stream_response(b'{"type":"init","text":"c"}\n\n{"type":"stdout",,}\n\n'))
    with pytest.raises(StreamError):
        sb.commands.run("x")


def test_stream_cut_short_is_a_transport_error() -> None:
    sb, _ = execd(lambda r: stream_response(b'{"type":"init","text":"c"}\n\n'))
    with pytest.raises(TransportError):
        sb.commands.run("x")


def test_stream_error_status_raises_api_error() -> None:
    sb, _ = execd(lambda r: json_response(404, {"code": "FILE_NOT_FOUND", "message": "no cwd"}, request_id="r404"))
    with pytest.raises(NotFoundError) as info:
        sb.commands.run("x", cwd="/nope")
    assert info.value.code == "FILE_NOT_FOUND" and info.value.request_id == "r404"


def parse_multipart(request: httpx.Request) -> list[tuple[str | None, str | None, str, bytes]]:
    raw = b"Content-Type: " + request.headers["content-type"].encode() + b"\r\n\r\n" + request.content
    msg = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(raw)
    out = []
    for part in msg.iter_parts():
        disposition = part.get("content-disposition")
        out.append(
            (
                part.get_param("name", header="content-disposition"),
                part.get_filename(),
                part.get_content_type(),
                part.get_payload(decode=True),
            )
        )
        assert disposition.startswith("form-data")
    return out


def test_upload_multipart_shape() -> None:
    sb, rec = execd(lambda r: httpx.Response(200))
    sb.files.upload_many([({"path": "/tmp/a.txt", "mode": 644}, b"AAA"), ("/tmp/dir/b.bin", "bé")])
    request = rec.requests[0]
    assert request.method == "POST" and request.url.path == "/files/upload"
    assert request.headers["content-type"].startswith("multipart/form-data; boundary=")
    parts = parse_multipart(request)
    assert [(p[0], p[1], p[2]) for p in parts] == [
        ("metadata", "metadata", "application/json"),
        ("file", "a.txt", "application/octet-stream"),
        ("metadata", "metadata", "application/json"),
        ("file", "b.bin", "application/octet-stream"),
    ]
    assert json.loads(parts[0][3]) == {"path": "/tmp/a.txt", "mode": 644}
    assert parts[1][3] == b"AAA" and parts[3][3] == "bé".encode()


def test_upload_is_not_retried() -> None:
    sb, rec = execd(lambda r: httpx.Response(503))
    with pytest.raises(InternalServerError):
        sb.files.upload("/tmp/x", b"x")
    assert len(rec.requests) == 1


@pytest.mark.parametrize(
    ("range_", "header"),
    [((2, 5), "bytes=2-5"), ((10, None), "bytes=10-"), ((None, 4), "bytes=-4"), ("bytes=0-0", "bytes=0-0")],
)
def test_download_range_header(range_: object, header: str) -> None:
    sb, rec = execd(lambda r: httpx.Response(206, content=b"2345", headers={"content-range": "bytes 2-5/10"}))
    result = sb.files.download_detailed("/tmp/d.txt", range=range_)  # type: ignore[arg-type]
    assert rec.requests[0].headers["range"] == header
    assert rec.requests[0].url.params["path"] == "/tmp/d.txt"
    assert (result.status, result.content, result.content_range) == (206, b"2345", "bytes 2-5/10")


def test_download_416_is_bad_request() -> None:
    sb, _ = execd(
        lambda r: json_response(
            416, {"code": "RANGE_NOT_SATISFIABLE", "message": "outside"}, **{"content-range": "bytes */10"}
        )
    )
    with pytest.raises(ApiError) as info:
        sb.files.download("/tmp/d.txt", range=(20, 30))
    assert info.value.status == 416 and info.value.headers["content-range"] == "bytes */10"


def test_background_status_logs_interrupt() -> None:
    def handler(r: httpx.Request) -> httpx.Response:
        if r.url.path == "/command" and r.method == "POST":
            assert body_json(r)["background"] is True
            return stream_response(
                b'{"type":"init","text":"bg1"}\n\n{"type":"execution_complete","execution_time":0}\n\n'
            )
        if r.url.path == "/command/status/bg1":
            return json_response(
                200,
                {
                    "id": "bg1",
                    "running": False,
                    "exit_code": 0,
                    "content": "sleep 1",
                    "started_at": "2026-01-01T00:00:00Z",
                    "finished_at": "2026-01-01T00:00:01Z",
                },
            )
        if r.url.path == "/command/bg1/logs":
            return httpx.Response(200, text="out\n", headers={"EXECD-COMMANDS-TAIL-CURSOR": "4"})
        if r.url.path == "/command" and r.method == "DELETE":
            assert r.url.params["id"] == "bg1"
            return httpx.Response(200)
        return httpx.Response(500)

    sb, _ = execd(handler)
    handle = sb.commands.start("sleep 1")
    assert handle.id == "bg1"
    status = handle.wait(timeout=2)
    assert status.running is False and status.exit_code == 0 and status.finished_at is not None
    logs = handle.logs()
    assert (logs.text, logs.cursor) == ("out\n", 4)
    handle.interrupt()


def test_sessions_and_files_info() -> None:
    def handler(r: httpx.Request) -> httpx.Response:
        if r.url.path == "/session":
            return json_response(200, {"session_id": "s1"})
        if r.url.path == "/session/s1/run":
            assert body_json(r) == {"command": "pwd"}
            return stream_response(
                b'data: {"type":"init","text":"s1"}\n\ndata: {"type":"stdout","text":"/tmp"}\n\ndata: {"type":"execution_complete"}\n\n'
            )
        if r.url.path == "/files/info":
            assert r.url.params.get_list("path") == ["/a", "/b"]
            info = {
                "path": "/a",
                "size": 1,
                "modified_at": "2026-01-01T00:00:00Z",
                "created_at": "2026-01-01T00:00:00Z",
                "owner": "root",
                "group": "root",
                "mode": 644,
                "type": "file",
            }
            return json_response(200, {"/a": info, "/b": {**info, "path": "/b"}})
        if r.url.path == "/files":
            return httpx.Response(200)
        return httpx.Response(204)

    sb, _ = execd(handler)
    sid = sb.sessions.create()
    assert sb.sessions.run(sid, "pwd").stdout == "/tmp\n"
    sb.sessions.delete(sid)
    infos = sb.files.info(["/a", "/b"])
    assert infos["/b"].path == "/b" and infos["/a"].size == 1
    sb.files.delete("/a")


def test_connect_skips_ping_when_the_server_advertises_running_means_ready() -> None:
    # Running means ready: the first /ping would be refused, yet none is sent.
    c, rec = client(
        ready_server(
            ["Pending", "Running"], [httpx.ConnectError], health={"status": "healthy", "runningMeansReady": True}
        )
    )
    with c.sandboxes.connect("sb1", ready_timeout=5) as sandbox:
        assert sandbox.url == "http://10.0.0.5:40000"
    assert pings_of(rec) == []
    # Asked once per client.
    c.sandboxes.connect("sb1", ready_timeout=5).close()
    assert len([r for r in rec.requests if r.url.path == "/v1/health"]) == 1


def test_connect_with_running_means_ready_still_pings_while_execd_restarts() -> None:
    health = {"status": "healthy", "runningMeansReady": True}
    c, rec = client(ready_server(["Running"], [200], final={"reason": "EXECD_RESTARTING"}, health=health))
    c.sandboxes.connect("sb1", ready_timeout=5).close()
    assert len(pings_of(rec)) == 1


def test_connect_pings_when_health_is_not_there() -> None:
    # An upstream server without /v1/health (404): the /ping wait stays.
    upstream = ready_server(["Running"], [httpx.ConnectError, 200])

    def handler(r: httpx.Request) -> httpx.Response:
        if r.url.path == "/v1/health":
            return json_response(404, {"code": "NOT_FOUND", "message": "no"})
        return upstream(r)

    c, rec = client(handler)
    c.sandboxes.connect("sb1", ready_timeout=5).close()
    assert len(pings_of(rec)) == 2


def test_signed_url_sends_only_expires_and_adds_scheme_and_slash() -> None:
    route = "127.0.0.1:8080/sandboxes/sb1/signed/3000/abc.1." + "m" * 43
    c, rec = client(lambda r: json_response(200, {"endpoint": route}))
    before = int(time.time())
    assert c.sandboxes.url("sb1", 3000, expires_in=120) == f"http://{route}/"
    params = dict(rec.requests[0].url.params)
    assert list(params) == ["expires"]
    assert before + 120 <= int(params["expires"]) <= before + 121
    ep = c.sandboxes.signed_endpoint("sb1", 3000, 1_900_000_000)
    assert ep.endpoint == route
    assert rec.requests[1].url.params["expires"] == "1900000000"
    with pytest.raises(ValueError):
        c.sandboxes.url("sb1", 3000, expires_in=0)


def test_diagnostics_send_scope_and_decode() -> None:
    body = {
        "sandboxId": "sb1",
        "kind": "logs",
        "scope": "container",
        "delivery": "inline",
        "contentType": "text/plain; charset=utf-8",
        "content": "t hi\n",
        "truncated": False,
    }
    c, rec = client(
        lambda r: json_response(200, {**body, "kind": "logs" if r.url.path.endswith("/logs") else "events"})
    )
    logs = c.sandboxes.diagnostic_logs("sb1", "container")
    assert (logs.kind, logs.content, logs.truncated) == ("logs", "t hi\n", False)
    assert (
        rec.requests[0].url.path == "/v1/sandboxes/sb1/diagnostics/logs"
        and rec.requests[0].url.params["scope"] == "container"
    )
    assert c.sandboxes.diagnostic_events("sb1").kind == "events"
    assert rec.requests[1].url.params["scope"] == "all"
