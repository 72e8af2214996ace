"""The check and the rewrites of hooks.py, without a server (run by scripts/schemathesis.sh first)."""

from __future__ import annotations

import importlib
import types
from typing import Any

import pytest

SCHEMA = {
    "paths": {
        "/sandboxes/{sandboxId}/proxy/{port}": {"get": {"responses": {"200": {}, "500": {}, "502": {}}}},
        "/sandboxes": {"get": {"responses": {"200": {}, "500": {}}}},
    }
}


def load(monkeypatch: pytest.MonkeyPatch, **env: str) -> Any:
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    import hooks

    return importlib.reload(hooks)


def case(path: str, op: str = "", method: str = "GET", **fields: Any) -> Any:
    operation = types.SimpleNamespace(
        schema=types.SimpleNamespace(raw_schema=SCHEMA), path=path, definition=types.SimpleNamespace(raw={"operationId": op})
    )
    defaults: dict[str, Any] = {"path_parameters": {}, "query": {}, "body": None}
    return types.SimpleNamespace(method=method, operation=operation, **{**defaults, **fields})


def response(status: int) -> Any:
    return types.SimpleNamespace(status_code=status, content=b'{"code":"INTERNAL_ERROR","message":"boom"}')


@pytest.mark.parametrize(
    ("path", "status", "ok"),
    [
        ("/sandboxes", 200, True),
        ("/sandboxes", 404, True),
        ("/sandboxes", 500, False),  # documented, and still a bug
        ("/sandboxes", 502, False),  # not listed on this route
        ("/sandboxes/{sandboxId}/proxy/{port}", 502, True),  # listed: a port nothing listens on
        ("/sandboxes/{sandboxId}/proxy/{port}", 503, False),
        ("/sandboxes/{sandboxId}/proxy/{port}", 500, False),
    ],
)
def test_no_server_error(monkeypatch: pytest.MonkeyPatch, path: str, status: int, ok: bool) -> None:
    hooks = load(monkeypatch)
    if ok:
        assert hooks.no_server_error(None, response(status), case(path)) is None
    else:
        with pytest.raises(AssertionError, match=f"answered {status}"):
            hooks.no_server_error(None, response(status), case(path))


def test_confine_keeps_paths_in_the_scratch_directory(monkeypatch: pytest.MonkeyPatch) -> None:
    hooks = load(monkeypatch, OSB_ST_SCRATCH="/tmp/st")
    assert hooks.confine("/") == "/tmp/st"
    assert hooks.confine("../../etc/passwd") == "/tmp/st/etc/passwd"
    assert hooks.confine("/dev/zero") == "/tmp/st/dev/zero"
    assert hooks.confine("a/./b\x00c") == "/tmp/st/a/b\x00c"
    assert hooks.confine("") == ""  # the 400 for an empty path is still tested
    assert hooks.confine(7) == 7


def test_execd_rewrites(monkeypatch: pytest.MonkeyPatch) -> None:
    hooks = load(monkeypatch, OSB_ST_TARGET="execd", OSB_ST_SCRATCH="/tmp/st", OSB_ST_COMMAND_ID="cmd-1")
    c = case("/directories", "removeDirs", query={"path": ["/", "/bin"]})
    hooks.before_call(None, c, {})
    assert c.query["path"] == ["/tmp/st", "/tmp/st/bin"]
    c = case("/files/mv", "renameFiles", body=[{"src": "/bin/sh", "dest": "../x"}])
    hooks.before_call(None, c, {})
    assert c.body == [{"src": "/tmp/st/bin/sh", "dest": "/tmp/st/x"}]
    c = case("/command", "runCommand", body={"command": "kill -9 1; echo 'x'", "argv": ["reboot", "-f"]})
    hooks.before_call(None, c, {})
    assert c.body["command"] == "printf '%s\\n' 'kill -9 1; echo '\"'\"'x'\"'\"''"
    assert c.body["argv"] == ["printf", "%s\\n", "reboot", "-f"]
    swapped = [
        hooks.before_call(None, x := case("/command/status/{id}", "getCommandStatus", path_parameters={"id": f"id{i}"}), {}) or x.path_parameters["id"]
        for i in range(30)
    ]
    assert "cmd-1" in swapped and any(s != "cmd-1" for s in swapped)


def test_lifecycle_rewrites(monkeypatch: pytest.MonkeyPatch) -> None:
    hooks = load(monkeypatch, OSB_ST_TARGET="lifecycle", OSB_ST_FIXTURES="f1,f2", OSB_ST_IMAGE="local:img")
    c = case("/sandboxes/{sandboxId}", "deleteSandbox", method="DELETE", path_parameters={"sandboxId": "f1"})
    hooks.before_call(None, c, {})
    assert c.path_parameters["sandboxId"] != "f1"
    c = case("/sandboxes", "createSandbox", method="POST", body={"image": {"uri": "python:3.12-slim", "auth": {}}, "timeout": None})
    hooks.before_call(None, c, {})
    assert c.body == {"image": {"uri": "local:img"}, "timeout": 300}
    c = case("/sandboxes", "createSandbox", method="POST", body={"image": {"uri": "NOT A REF"}, "timeout": 59})
    hooks.before_call(None, c, {})
    assert c.body == {"image": {"uri": "NOT A REF"}, "timeout": 59}  # invalid input stays invalid
    ids = set()
    for i in range(30):
        c = case("/sandboxes/{sandboxId}/pause", "pauseSandbox", method="POST", path_parameters={"sandboxId": f"s{i}"})
        hooks.before_call(None, c, {})
        ids.add(c.path_parameters["sandboxId"])
    assert {"f1", "f2"} <= ids and len(ids) > 2


def test_a_documented_500_fails_the_run(tmp_path: Any) -> None:
    """End to end: st with these hooks and the script's --checks exits non-zero on a 500 the spec lists."""
    import http.server
    import os
    import subprocess
    import sys
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802
            status = 500 if self.path.startswith("/broken") else 200
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.end_headers()
            self.wfile.write(b'{"code":"INTERNAL_ERROR","message":"boom"}' if status == 500 else b"{}")

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    error = {"description": "failure", "content": {"application/json": {"schema": {"type": "object"}}}}
    ok = {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/fine": {"get": {"operationId": "fine", "responses": {"200": ok, "500": error}}},
            "/broken": {"get": {"operationId": "broken", "responses": {"200": ok, "500": error}}},
        },
    }
    (tmp_path / "spec.json").write_text(__import__("json").dumps(spec))
    here = os.path.dirname(os.path.abspath(__file__))
    st = os.path.join(os.path.dirname(sys.executable), "st")

    def run(*only: str) -> subprocess.CompletedProcess[str]:
        args = [st, "run", str(tmp_path / "spec.json"), "--url", f"http://127.0.0.1:{server.server_port}", "--checks", "no_server_error"]
        args += [a for op in only for a in ("--include-operation-id", op)]
        args += ["--max-examples", "3", "--phases", "examples,fuzzing", "--no-color", "--generation-database", "none"]
        env = {**os.environ, "PYTHONPATH": here, "SCHEMATHESIS_HOOKS": "hooks", "OSB_ST_TARGET": ""}
        return subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)

    try:
        assert run("fine").returncode == 0
        broken = run("broken")
        assert broken.returncode != 0
        assert "answered 500" in broken.stdout
    finally:
        server.shutdown()


def test_lifecycle_keeps_only_the_newest_created_sandboxes(monkeypatch: pytest.MonkeyPatch) -> None:
    import http.server
    import threading

    deleted: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_DELETE(self) -> None:  # noqa: N802
            deleted.append(self.path)
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        hooks = load(monkeypatch, OSB_ST_TARGET="lifecycle", OSB_ST_API=f"http://127.0.0.1:{server.server_port}/v1", OSB_ST_KEEP="3")
        for i in range(5):
            created = types.SimpleNamespace(status_code=202, json=lambda i=i: {"id": f"s{i}"})
            hooks.after_call(None, case("/sandboxes", "createSandbox", method="POST"), created)
        hooks.after_call(None, case("/sandboxes", "createSandbox", method="POST"), types.SimpleNamespace(status_code=400, json=dict))
        hooks._doomed.join()
        assert deleted == ["/v1/sandboxes/s0", "/v1/sandboxes/s1"]
        assert list(hooks._created) == ["s2", "s3", "s4"]
    finally:
        server.shutdown()
