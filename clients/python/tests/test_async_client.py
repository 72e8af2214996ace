from __future__ import annotations

import httpx
import pytest

from opensandbox_client import (
    AsyncOpenSandbox,
    AsyncSandbox,
    NotFoundError,
    SandboxFailedError,
    SandboxReadyTimeoutError,
    StreamError,
    _async,
)

from .conftest import Recorder, body_json, json_response, sandbox_json, stream_response
from .test_sync_client import pings_of, ready_server

TOKEN = {"X-EXECD-ACCESS-TOKEN": "tok"}


async def test_async_get_list_and_error() -> None:
    def handler(r: httpx.Request) -> httpx.Response:
        if r.url.path == "/v1/sandboxes" and r.method == "GET":
            assert r.url.params.get_list("state") == ["Running", "Paused"]
            page = {"page": 1, "pageSize": 20, "totalItems": 1, "totalPages": 1, "hasNextPage": False}
            return json_response(200, {"items": [sandbox_json()], "pagination": page})
        return json_response(404, {"code": "SANDBOX_NOT_FOUND", "message": "gone"}, request_id="ra")

    rec = Recorder(handler)
    async with AsyncOpenSandbox("http://h:1", "k", transport=rec.asyncio()) as client:
        listed = await client.sandboxes.list(state=["Running", "Paused"])
        assert [s.id for s in listed.items] == ["sb1"]
        with pytest.raises(NotFoundError) as info:
            await client.sandboxes.get("x")
        assert (info.value.code, info.value.request_id) == ("SANDBOX_NOT_FOUND", "ra")


async def test_async_wait_until_running_timeout() -> None:
    rec = Recorder(lambda r: json_response(200, sandbox_json(state="Pending")))
    async with AsyncOpenSandbox("h:1", "k", transport=rec.asyncio()) as client:
        with pytest.raises(SandboxReadyTimeoutError):
            await client.sandboxes.wait_until_running("sb1", timeout=0.15)


async def test_async_connect_retries_ping_until_execd_answers() -> None:
    rec = Recorder(ready_server(["Pending", "Running"], [httpx.ConnectError, 502, httpx.RemoteProtocolError, 200]))
    async with AsyncOpenSandbox("h:1", "k", transport=rec.asyncio()) as client:
        sandbox = await client.sandboxes.connect("sb1", ready_timeout=5)
        assert sandbox.url == "http://10.0.0.5:40000"
        await sandbox.aclose()
    assert len(pings_of(rec)) == 4


async def test_async_connect_timeout_and_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    rec = Recorder(ready_server(["Running"], [httpx.ConnectError]))
    async with AsyncOpenSandbox("h:1", "k", transport=rec.asyncio()) as client:
        with pytest.raises(SandboxReadyTimeoutError) as info:
            await client.sandboxes.connect("sb1", ready_timeout=0.2)
        assert info.value.state == "Running" and "/ping" in str(info.value)
    monkeypatch.setattr(_async, "STATE_RECHECK", 0.05)
    rec2 = Recorder(ready_server(["Running", "Terminated"], [503], final={"reason": "EXPIRED"}))
    async with AsyncOpenSandbox("h:1", "k", transport=rec2.asyncio()) as client:
        with pytest.raises(SandboxFailedError) as failed:
            await client.sandboxes.connect("sb1", ready_timeout=10)
        assert (failed.value.state, failed.value.reason) == ("Terminated", "EXPIRED")


@pytest.mark.parametrize(
    "body",
    [
        b'{"type":"init","text":"c"}\n\n{"type":"stdout","text":"x"}\n\n{"type":"execution_complete"}\n\n',
        b'data: {"type":"init","text":"c"}\n\n:ping\n\ndata: {"type":"stdout","text":"x"}\n\ndata: {"type":"execution_complete"}\n\n',
    ],
)
async def test_async_stream_both_framings(body: bytes) -> None:
    rec = Recorder(lambda r: stream_response(body))
    async with AsyncSandbox("http://e:1", TOKEN, transport=rec.asyncio()) as sb:
        events = [e.type async for e in sb.commands.stream("echo x", envs={"A": "1"})]
        assert events == ["init", "stdout", "execution_complete"]
        result = await sb.commands.run("echo x")
        assert (result.id, result.exit_code, result.stdout) == ("c", 0, "x\n")
    assert body_json(rec.requests[0]) == {"command": "echo x", "envs": {"A": "1"}}


async def test_async_malformed_event() -> None:
    rec = Recorder(lambda r: stream_response(b'{"type":"init"}\n\nnot json either\n{"broken"\n\n'))
    async with AsyncSandbox("http://e:1", TOKEN, transport=rec.asyncio()) as sb:
        with pytest.raises(StreamError):
            async for _ in sb.code.stream("print(1)", language="python"):
                pass


async def test_async_metrics_watch_and_upload_download() -> None:
    def handler(r: httpx.Request) -> httpx.Response:
        if r.url.path == "/metrics/watch":
            return stream_response(
                b'{"cpu_count":1,"cpu_used_pct":1.5,"mem_total_mib":512,"mem_used_mib":30,"timestamp":5}\n{"cpu_count":1,"cpu_used_pct":2,"mem_total_mib":512,"mem_used_mib":31,"timestamp":6}\n'
            )
        if r.url.path == "/files/upload":
            assert b'name="metadata"' in r.content and b'filename="n.txt"' in r.content
            return httpx.Response(200)
        if r.url.path == "/files/download":
            assert r.headers["range"] == "bytes=0-1"
            return httpx.Response(206, content=b"ab", headers={"content-range": "bytes 0-1/3"})
        return httpx.Response(500)

    rec = Recorder(handler)
    async with AsyncSandbox("http://e:1", TOKEN, transport=rec.asyncio()) as sb:
        metrics = [m.to_dict() async for m in sb.metrics.watch()]
        assert [m["timestamp"] for m in metrics] == [5, 6]
        await sb.files.upload("/tmp/n.txt", "abc")
        assert await sb.files.download("/tmp/n.txt", range=(0, 1)) == b"ab"
