"""The blocking `SandboxSync` / `SandboxManagerSync` of the official Python SDK (its "Synchronous
Quick Start") against our server: the same kinds of calls as the async flow, on their own sandbox."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import httpx
import pytest
from opensandbox import SandboxManagerSync, SandboxSync
from opensandbox.exceptions import SandboxApiException
from opensandbox.models.execd import RunCommandOpts
from opensandbox.models.execd_sync import ExecutionHandlersSync
from opensandbox.models.filesystem import DirectoryListEntry, SearchEntry, WriteEntry
from opensandbox.models.sandboxes import SandboxFilter

from conftest import IMAGE, RUN, Recorder, sync_config, wait_until

state: dict[str, SandboxSync] = {}


@pytest.fixture
def sbx() -> SandboxSync:
    if "sbx" not in state:
        pytest.fail("no sandbox: test_sync_create failed or was not selected (the tests of this module run in order on one sandbox)")
    return state["sbx"]


def test_sync_create(recorder: Recorder) -> None:
    mark = recorder.mark()
    config = sync_config(transport=httpx.HTTPTransport(limits=httpx.Limits(max_connections=20)))
    sandbox = SandboxSync.create(
        IMAGE,
        connection_config=config,
        metadata={"suite": RUN, "role": "sync-main"},
        env={"SYNC_VAR": "sync-value"},
        ready_timeout=timedelta(seconds=60),
    )
    state["sbx"] = sandbox
    assert sandbox.is_healthy()
    sent = recorder.since(mark)
    assert any(e.method == "POST" and e.url.endswith("/v1/sandboxes") and e.status == 202 for e in sent)
    assert any(e.url.endswith("/ping") and e.status == 200 for e in sent)


def test_sync_info_and_commands(sbx: SandboxSync) -> None:
    info = sbx.get_info()
    assert info.status.state == "Running"
    assert info.metadata and info.metadata["role"] == "sync-main"

    out: list[str] = []
    err: list[str] = []
    handlers = ExecutionHandlersSync(on_stdout=lambda m: out.append(m.text), on_stderr=lambda m: err.append(m.text))
    execution = sbx.commands.run('echo "$SYNC_VAR"; echo e >&2; exit 4', handlers=handlers)
    assert out == ["sync-value"]
    assert err == ["e"]
    assert execution.exit_code == 4
    ok = sbx.commands.run("pwd", opts=RunCommandOpts(working_directory="/usr"))
    assert [m.text for m in ok.logs.stdout] == ["/usr"] and ok.exit_code == 0


def test_sync_background_and_session(sbx: SandboxSync) -> None:
    bg = sbx.commands.run("echo sync-bg; exit 2", opts=RunCommandOpts(background=True))
    assert wait_until(lambda: sbx.commands.get_command_status(bg.id).running is False, timeout=10)
    assert sbx.commands.get_command_status(bg.id).exit_code == 2
    assert "sync-bg" in sbx.commands.get_background_command_logs(bg.id).content

    session = sbx.commands.create_session()
    sbx.commands.run_in_session(session, "cd /var; Y=7")
    r = sbx.commands.run_in_session(session, 'echo "$Y $PWD"')
    assert [m.text for m in r.logs.stdout] == ["7 /var"]
    sbx.commands.delete_session(session)


def test_sync_files(sbx: SandboxSync) -> None:
    payload = bytes(range(256)) * 64
    sbx.files.write_files(
        [WriteEntry(path="/tmp/sync/a.txt", data="sync text", mode=600), WriteEntry(path="/tmp/sync/b.bin", data=payload)]
    )
    assert sbx.files.read_file("/tmp/sync/a.txt") == "sync text"
    assert sbx.files.read_bytes("/tmp/sync/b.bin") == payload
    assert sbx.files.get_file_info(["/tmp/sync/a.txt"])["/tmp/sync/a.txt"].mode == 600
    listed = sbx.files.list_directory(DirectoryListEntry(path="/tmp/sync"))
    assert sorted(f.path for f in listed) == ["/tmp/sync/a.txt", "/tmp/sync/b.bin"]
    assert [f.path for f in sbx.files.search(SearchEntry(path="/tmp/sync", pattern="*.bin"))] == ["/tmp/sync/b.bin"]
    sbx.files.delete_files(["/tmp/sync/a.txt"])
    assert [f.path for f in sbx.files.list_directory(DirectoryListEntry(path="/tmp/sync"))] == ["/tmp/sync/b.bin"]


def test_sync_metrics_endpoint_renew(sbx: SandboxSync) -> None:
    m = sbx.get_metrics()
    assert m.cpu_count > 0 and m.memory_total_in_mib > 0
    ep = sbx.get_endpoint(44772)
    assert httpx.get(f"http://{ep.endpoint}/ping", headers=ep.headers).status_code == 200
    res = sbx.renew(timedelta(minutes=20))
    assert abs((res.expires_at - (datetime.now(timezone.utc) + timedelta(minutes=20))).total_seconds()) < 10


def test_sync_manager_and_pause_resume(sbx: SandboxSync) -> None:
    manager = SandboxManagerSync.create(connection_config=sync_config())
    try:
        page = manager.list_sandbox_infos(SandboxFilter(metadata={"suite": RUN, "role": "sync-main"}))
        assert [i.id for i in page.sandbox_infos] == [sbx.id]
        manager.pause_sandbox(sbx.id)
        assert wait_until(lambda: manager.get_sandbox_info(sbx.id).status.state == "Paused", timeout=20)
        paused = manager.list_sandbox_infos(SandboxFilter(states=["Paused"], metadata={"suite": RUN}))
        assert sbx.id in [i.id for i in paused.sandbox_infos]
        manager.resume_sandbox(sbx.id)
        assert wait_until(lambda: manager.get_sandbox_info(sbx.id).status.state == "Running", timeout=20)
    finally:
        manager.close()
    again = SandboxSync.connect(sbx.id, connection_config=sync_config())
    try:
        assert [m.text for m in again.commands.run("echo resumed").logs.stdout] == ["resumed"]
    finally:
        again.close()


def test_sync_destroy(sbx: SandboxSync, recorder: Recorder) -> None:
    sbx.destroy()
    state.pop("sbx", None)
    manager = SandboxManagerSync.create(connection_config=sync_config())
    try:
        mark = recorder.mark()
        with pytest.raises(SandboxApiException) as err:
            manager.get_sandbox_info(sbx.id)
        recorder.provoke_from(mark)
        assert err.value.status_code == 404
    finally:
        manager.close()
    sbx.connection_config.transport.close()  # the caller owns a transport it passed in
