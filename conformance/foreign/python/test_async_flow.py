"""The async `opensandbox.Sandbox` / `SandboxManager` of the official Python SDK, used as its README
shows, through a full sandbox flow against our server (one sandbox shared by the tests of this
module, in order; the first test creates it)."""

from __future__ import annotations

import asyncio
import io
from datetime import datetime, timedelta, timezone

import httpx
import pytest
from opensandbox import Sandbox, SandboxManager
from opensandbox.exceptions import SandboxApiException
from opensandbox.models.execd import ExecutionHandlers, RunCommandOpts
from opensandbox.models.filesystem import (
    ContentReplaceEntry,
    DirectoryListEntry,
    MoveEntry,
    SearchEntry,
    SetPermissionEntry,
    WriteEntry,
)
from opensandbox.models.sandboxes import SandboxFilter

from conftest import IMAGE, RUN, SMALL_IMAGE, Loop, Recorder, async_config, await_until

state: dict[str, Sandbox] = {}


@pytest.fixture
def sbx() -> Sandbox:
    if "sbx" not in state:
        pytest.fail("no sandbox: test_create_waits_until_ready failed or was not selected (the tests of this module run in order on one sandbox)")
    return state["sbx"]


async def run_collect(sandbox: Sandbox, command, opts: RunCommandOpts | None = None):
    got: dict = {"stdout": [], "stderr": [], "init": None, "complete": None, "error": None}

    async def on_stdout(m):
        got["stdout"].append(m)

    async def on_stderr(m):
        got["stderr"].append(m)

    async def on_init(i):
        got["init"] = i

    async def on_complete(c):
        got["complete"] = c

    async def on_error(e):
        got["error"] = e

    handlers = ExecutionHandlers(
        on_stdout=on_stdout, on_stderr=on_stderr, on_init=on_init, on_execution_complete=on_complete, on_error=on_error
    )
    execution = await sandbox.commands.run(command, opts=opts, handlers=handlers)
    return execution, got


def test_create_waits_until_ready(aio: Loop, recorder: Recorder, api_key: str) -> None:
    mark = recorder.mark()
    sandbox = aio.run(
        Sandbox.create(
            IMAGE,
            connection_config=async_config(),
            timeout=timedelta(minutes=10),
            ready_timeout=timedelta(seconds=60),
            env={"GREETING": "hello-from-env"},
            metadata={"suite": RUN, "role": "async-main"},
            resource={"cpu": "1", "memory": "512Mi"},
        )
    )
    state["sbx"] = sandbox
    assert sandbox.id
    assert aio.run(sandbox.is_healthy()) is True

    sent = recorder.since(mark)
    create = next(e for e in sent if e.method == "POST" and e.url.endswith("/v1/sandboxes"))
    assert create.status == 202
    assert create.request_headers.get("open-sandbox-api-key") == api_key
    assert create.request_headers.get("user-agent", "").startswith("OpenSandbox-Python-SDK/")
    # The SDK resolves the execd (44772) and egress (18080) endpoints, then pings execd with the
    # endpoint's headers (our execd access token).
    for port in (44772, 18080):
        assert any(f"/v1/sandboxes/{sandbox.id}/endpoints/{port}" in e.url and e.status == 200 for e in sent), port
    ping = next(e for e in sent if e.url.endswith("/ping") and e.status == 200)
    assert ping.request_headers.get("x-execd-access-token")


def test_get_info(aio: Loop, sbx: Sandbox) -> None:
    info = aio.run(sbx.get_info())
    assert info.id == sbx.id
    assert info.status.state == "Running"
    assert info.entrypoint == ["tail", "-f", "/dev/null"]
    assert info.metadata is not None and info.metadata.get("suite") == RUN
    assert info.image is not None and info.image.image == IMAGE
    assert isinstance(info.created_at, datetime) and info.created_at.tzinfo is not None
    assert info.expires_at is not None
    assert info.expires_at > datetime.now(timezone.utc) + timedelta(minutes=8)


def test_streaming_command(aio: Loop, sbx: Sandbox) -> None:
    execution, got = aio.run(run_collect(sbx, 'echo out-1; echo err-1 >&2; echo out-2; echo "$GREETING"'))
    assert [m.text for m in got["stdout"]] == ["out-1", "out-2", "hello-from-env"]
    assert [m.text for m in got["stderr"]] == ["err-1"]
    assert all(m.is_error for m in got["stderr"])
    assert execution.exit_code == 0
    assert execution.error is None
    assert got["complete"] is not None and got["complete"].execution_time_in_millis >= 0
    assert got["init"] is not None and got["init"].id == execution.id
    assert [m.text for m in execution.logs.stdout] == ["out-1", "out-2", "hello-from-env"]
    assert execution.text == "out-1\nout-2\nhello-from-env"


def test_failing_command_exit_code(aio: Loop, sbx: Sandbox) -> None:
    execution, got = aio.run(run_collect(sbx, "echo before; exit 7"))
    assert [m.text for m in got["stdout"]] == ["before"]
    assert execution.exit_code == 7
    assert execution.error is not None and execution.error.value == "7"
    assert got["error"] is not None


def test_command_options_cwd_env_timeout(aio: Loop, sbx: Sandbox) -> None:
    execution, got = aio.run(
        run_collect(sbx, 'pwd; echo "$FOO"', RunCommandOpts(working_directory="/tmp", envs={"FOO": "bar"}))
    )
    assert [m.text for m in got["stdout"]] == ["/tmp", "bar"]
    assert execution.exit_code == 0
    slow, _ = aio.run(run_collect(sbx, "sleep 30", RunCommandOpts(timeout=timedelta(seconds=1))))
    assert slow.exit_code != 0


def test_python_in_the_sandbox(aio: Loop, sbx: Sandbox) -> None:
    execution, got = aio.run(
        run_collect(sbx, "python3 -c 'import sys; print(sys.version_info[0]); print(\"oops\", file=sys.stderr); sys.exit(5)'")
    )
    assert [m.text for m in got["stdout"]] == ["3"]
    assert [m.text for m in got["stderr"]] == ["oops"]
    assert execution.exit_code == 5


def test_background_command_status_and_logs(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        bg = await sbx.commands.run("echo bg-1; sleep 0.3; echo bg-2; exit 3", opts=RunCommandOpts(background=True))
        assert bg.id
        status = await sbx.commands.get_command_status(bg.id)
        deadline = asyncio.get_running_loop().time() + 10
        while status.running and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.1)
            status = await sbx.commands.get_command_status(bg.id)
        assert status.running is False
        assert status.exit_code == 3
        assert status.finished_at is not None
        logs = await sbx.commands.get_background_command_logs(bg.id)
        assert "bg-1" in logs.content and "bg-2" in logs.content
        assert isinstance(logs.cursor, int)
        tail = await sbx.commands.get_background_command_logs(bg.id, cursor=logs.cursor)
        assert tail.content == ""

    aio.run(flow())


def test_interrupt_background_command(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        bg = await sbx.commands.run("sleep 60", opts=RunCommandOpts(background=True))
        await sbx.commands.interrupt(bg.id)

        async def stopped() -> bool:
            return (await sbx.commands.get_command_status(bg.id)).running is False

        assert await await_until(stopped, timeout=10)

    aio.run(flow())


def test_interrupt_streaming_command_from_its_init_id(aio: Loop, sbx: Sandbox) -> None:
    """A foreground command interrupted from another task, by the id its init event carried."""

    async def flow():
        loop = asyncio.get_running_loop()
        init_id: asyncio.Future[str] = loop.create_future()
        going: asyncio.Future[None] = loop.create_future()

        async def on_init(i):
            init_id.set_result(i.id)

        async def on_stdout(_m):
            if not going.done():
                going.set_result(None)

        started = loop.time()
        task = asyncio.create_task(
            sbx.commands.run("echo go; sleep 30", handlers=ExecutionHandlers(on_init=on_init, on_stdout=on_stdout))
        )
        await asyncio.wait_for(going, 10)
        await sbx.commands.interrupt(await asyncio.wait_for(init_id, 10))
        execution = await asyncio.wait_for(task, 15)
        assert loop.time() - started < 10
        assert execution.exit_code not in (None, 0)
        assert [m.text for m in execution.logs.stdout] == ["go"]

    aio.run(flow())


def test_session_keeps_shell_state(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        session = await sbx.commands.create_session(working_directory="/tmp")
        assert session
        a = await sbx.commands.run_in_session(session, "export X=42; cd /etc")
        assert a.exit_code == 0
        b = await sbx.commands.run_in_session(session, 'echo "$X"; pwd')
        assert [m.text for m in b.logs.stdout] == ["42", "/etc"]
        c = await sbx.commands.run_in_session(session, "false")
        assert c.exit_code == 1
        d = await sbx.commands.run_in_session(session, "pwd", working_directory="/usr")
        assert [m.text for m in d.logs.stdout] == ["/usr"]
        await sbx.commands.delete_session(session)

    aio.run(flow())


def test_files_text_roundtrip_and_info(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        text = "hello, wörld\nsecond line\n"
        await sbx.files.write_files([WriteEntry(path="/tmp/pyf/hello.txt", data=text, mode=644)])
        assert await sbx.files.read_file("/tmp/pyf/hello.txt") == text
        info = (await sbx.files.get_file_info(["/tmp/pyf/hello.txt"]))["/tmp/pyf/hello.txt"]
        assert info.entry_type == "file"
        assert info.size == len(text.encode())
        assert info.mode == 644
        assert isinstance(info.modified_at, datetime)
        # write_file (single entry) and line/byte-range reads
        await sbx.files.write_file("/tmp/pyf/lines.txt", "l1\nl2\nl3\nl4\n")
        assert await sbx.files.read_file("/tmp/pyf/lines.txt", offset=2, limit=2) == "l2\nl3"  # as upstream: terminators stripped, joined by \n
        assert await sbx.files.read_file("/tmp/pyf/lines.txt", range_header="bytes=3-4") == "l2"

    aio.run(flow())


def test_files_binary_roundtrip(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        data = bytes((i * 31 + 7) & 0xFF for i in range(256 * 1024))
        await sbx.files.write_files([WriteEntry(path="/tmp/pyf/blob.bin", data=data)])
        assert await sbx.files.read_bytes("/tmp/pyf/blob.bin") == data
        assert await sbx.files.read_bytes("/tmp/pyf/blob.bin", range_header="bytes=10-19") == data[10:20]
        chunks = [c async for c in await sbx.files.read_bytes_stream("/tmp/pyf/blob.bin", chunk_size=64 * 1024)]
        assert b"".join(chunks) == data
        # a binary file object is streamed in 64 KiB chunks into the chunked multipart body
        big = bytes(range(256)) * 8192  # 2 MiB
        await sbx.files.write_files([WriteEntry(path="/tmp/pyf/stream.bin", data=io.BytesIO(big))])
        assert (await sbx.files.get_file_info(["/tmp/pyf/stream.bin"]))["/tmp/pyf/stream.bin"].size == len(big)
        assert await sbx.files.read_bytes("/tmp/pyf/stream.bin", range_header="bytes=-16") == big[-16:]
        # text in another encoding, both ways
        await sbx.files.write_files([WriteEntry(path="/tmp/pyf/latin1.txt", data="café", encoding="latin-1")])
        assert await sbx.files.read_bytes("/tmp/pyf/latin1.txt") == "café".encode("latin-1")
        assert await sbx.files.read_file("/tmp/pyf/latin1.txt", encoding="latin-1") == "café"

    aio.run(flow())


def test_files_manage(aio: Loop, sbx: Sandbox, recorder: Recorder) -> None:
    async def flow():
        await sbx.files.create_directories([WriteEntry(path="/tmp/pyf/dir/sub", mode=755)])
        await sbx.files.write_files([WriteEntry(path="/tmp/pyf/dir/a.txt", data="alpha beta alpha")])
        listed = await sbx.files.list_directory(DirectoryListEntry(path="/tmp/pyf/dir", depth=1))
        assert sorted(f.path for f in listed) == ["/tmp/pyf/dir/a.txt", "/tmp/pyf/dir/sub"]
        found = await sbx.files.search(SearchEntry(path="/tmp/pyf", pattern="*.txt"))
        assert "/tmp/pyf/dir/a.txt" in [f.path for f in found]

        await sbx.files.replace_contents([ContentReplaceEntry(path="/tmp/pyf/dir/a.txt", old_content="alpha", new_content="gamma")])
        assert await sbx.files.read_file("/tmp/pyf/dir/a.txt") == "gamma beta gamma"
        detailed = await sbx.files.replace_contents_detailed(
            [ContentReplaceEntry(path="/tmp/pyf/dir/a.txt", old_content="gamma", new_content="delta")]
        )
        assert [(r.path, r.replaced_count) for r in detailed] == [("/tmp/pyf/dir/a.txt", 2)]

        await sbx.files.set_permissions([SetPermissionEntry(path="/tmp/pyf/dir/a.txt", mode=600)])
        assert (await sbx.files.get_file_info(["/tmp/pyf/dir/a.txt"]))["/tmp/pyf/dir/a.txt"].mode == 600

        await sbx.files.move_files([MoveEntry(src="/tmp/pyf/dir/a.txt", dest="/tmp/pyf/dir/b.txt")])
        assert await sbx.files.read_file("/tmp/pyf/dir/b.txt") == "delta beta delta"
        await sbx.files.delete_files(["/tmp/pyf/dir/b.txt"])
        await sbx.files.delete_directories(["/tmp/pyf/dir"])
        mark = recorder.mark()
        with pytest.raises(SandboxApiException) as err:
            await sbx.files.get_file_info(["/tmp/pyf/dir"])
        recorder.provoke_from(mark)
        assert err.value.status_code == 404

    aio.run(flow())


def test_missing_file_is_a_404(aio: Loop, sbx: Sandbox, recorder: Recorder) -> None:
    mark = recorder.mark()
    with pytest.raises(SandboxApiException) as err:
        aio.run(sbx.files.read_file("/tmp/pyf/does-not-exist"))
    recorder.provoke_from(mark)
    assert err.value.status_code == 404


def test_metrics(aio: Loop, sbx: Sandbox) -> None:
    m = aio.run(sbx.get_metrics())
    assert m.cpu_count > 0
    assert m.memory_total_in_mib > 0
    assert m.memory_used_in_mib >= 0
    assert m.timestamp > 0


def test_renew(aio: Loop, sbx: Sandbox) -> None:
    before = aio.run(sbx.get_info()).expires_at
    res = aio.run(sbx.renew(timedelta(minutes=30)))
    assert res.expires_at > before
    expected = datetime.now(timezone.utc) + timedelta(minutes=30)
    assert abs((res.expires_at - expected).total_seconds()) < 10
    assert aio.run(sbx.get_info()).expires_at == res.expires_at


def test_patch_metadata(aio: Loop, sbx: Sandbox) -> None:
    info = aio.run(sbx.patch_metadata({"stage": "patched"}))
    assert info.metadata is not None and info.metadata.get("stage") == "patched" and info.metadata.get("suite") == RUN
    removed = aio.run(sbx.patch_metadata({"stage": None}))
    assert "stage" not in (removed.metadata or {})


def test_endpoints(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        execd = await sbx.get_endpoint(44772)
        assert "://" not in execd.endpoint
        async with httpx.AsyncClient() as http:
            ping = await http.get(f"http://{execd.endpoint}/ping", headers=execd.headers)
            assert ping.status_code == 200
            # An app port: a tiny HTTP server in the sandbox, reached through the returned endpoint.
            await sbx.files.write_file("/tmp/www/index.html", "app-ok\n")
            await sbx.commands.run(
                "python3 -m http.server 8080", opts=RunCommandOpts(background=True, working_directory="/tmp/www")
            )
            app = await sbx.get_endpoint(8080)
            body = ""
            for _ in range(100):
                try:
                    r = await http.get(f"http://{app.endpoint}/index.html", headers=app.headers)
                    if r.status_code == 200:
                        body = r.text
                        break
                except httpx.HTTPError:
                    pass
                await asyncio.sleep(0.1)
            assert body.strip() == "app-ok"

    aio.run(flow())


def test_manager_list_filter_get_renew_kill(aio: Loop, sbx: Sandbox, recorder: Recorder) -> None:
    async def flow():
        other = await Sandbox.create(
            SMALL_IMAGE,
            connection_config=async_config(),
            metadata={"suite": RUN, "role": "async-other"},
            skip_health_check=True,
        )
        manager = await SandboxManager.create(connection_config=async_config())
        async with manager:
            ids = [i.id for i in (await manager.list_sandbox_infos(SandboxFilter(metadata={"suite": RUN}))).sandbox_infos]
            assert sbx.id in ids and other.id in ids
            only = await manager.list_sandbox_infos(SandboxFilter(metadata={"suite": RUN, "role": "async-other"}))
            assert [i.id for i in only.sandbox_infos] == [other.id]
            none = await manager.list_sandbox_infos(SandboxFilter(metadata={"suite": "no-such-suite"}))
            assert none.sandbox_infos == []

            async def both_running() -> bool:
                page = await manager.list_sandbox_infos(SandboxFilter(states=["Running"], metadata={"suite": RUN}))
                return {sbx.id, other.id} <= {i.id for i in page.sandbox_infos}

            assert await await_until(both_running, timeout=30)
            paged = await manager.list_sandbox_infos(
                SandboxFilter(states=["Running"], metadata={"suite": RUN, "role": "async-other"}, page=1, page_size=1)
            )
            assert len(paged.sandbox_infos) == 1
            assert paged.pagination.page == 1 and paged.pagination.page_size == 1
            assert paged.pagination.total_items == 1 and paged.pagination.has_next_page is False

            got = await manager.get_sandbox_info(other.id)
            assert got.metadata and got.metadata.get("role") == "async-other"
            await manager.renew_sandbox(other.id, timedelta(minutes=15))
            await manager.kill_sandbox(other.id)
            mark = recorder.mark()
            with pytest.raises(SandboxApiException) as err:
                await manager.get_sandbox_info(other.id)
            recorder.provoke_from(mark)
            assert err.value.status_code == 404
        await other.close()

    aio.run(flow())


def test_state_filter_as_in_the_readme(aio: Loop, sbx: Sandbox) -> None:
    """The SDK README lists with `SandboxFilter(states=["RUNNING"])` (upper case); upstream matches
    states case-insensitively."""

    async def flow():
        async with await SandboxManager.create(connection_config=async_config()) as manager:
            page = await manager.list_sandbox_infos(SandboxFilter(states=["RUNNING"], metadata={"suite": RUN}))
            assert sbx.id in [i.id for i in page.sandbox_infos]

    aio.run(flow())


def test_pause_and_resume(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        await sbx.files.write_file("/tmp/pyf/keep.txt", "kept")
        await sbx.pause()

        async def paused() -> bool:
            return (await sbx.get_info()).status.state == "Paused"

        assert await await_until(paused, timeout=20)
        resumed = await Sandbox.resume(
            sandbox_id=sbx.id, connection_config=async_config(), resume_timeout=timedelta(seconds=60)
        )
        assert resumed.id == sbx.id
        assert (await resumed.get_info()).status.state == "Running"
        assert await resumed.files.read_file("/tmp/pyf/keep.txt") == "kept"
        execution = await resumed.commands.run("echo after-resume")
        assert [m.text for m in execution.logs.stdout] == ["after-resume"]
        await sbx.close()
        state["sbx"] = resumed

    aio.run(flow())


def test_connect_by_id(aio: Loop, sbx: Sandbox) -> None:
    async def flow():
        again = await Sandbox.connect(sbx.id, connection_config=async_config())
        async with again:
            execution = await again.commands.run("echo connected")
            assert [m.text for m in execution.logs.stdout] == ["connected"]

    aio.run(flow())


def test_kill_then_get_is_a_404(aio: Loop, sbx: Sandbox, recorder: Recorder) -> None:
    aio.run(sbx.kill())
    mark = recorder.mark()
    with pytest.raises(SandboxApiException) as err:
        aio.run(sbx.get_info())
    recorder.provoke_from(mark)
    assert err.value.status_code == 404
    aio.run(sbx.close())
    state.pop("sbx", None)


def test_destroy_and_context_manager(aio: Loop, recorder: Recorder) -> None:
    async def flow():
        sandbox = await Sandbox.create(SMALL_IMAGE, connection_config=async_config(), metadata={"suite": RUN})
        async with sandbox:
            assert [m.text for m in (await sandbox.commands.run("echo cm")).logs.stdout] == ["cm"]
        # the context manager only closed local resources: the sandbox is still there
        again = await Sandbox.connect(sandbox.id, connection_config=async_config())
        await again.destroy()
        mark = recorder.mark()
        async with await SandboxManager.create(connection_config=async_config()) as manager:
            with pytest.raises(SandboxApiException) as err:
                await manager.get_sandbox_info(sandbox.id)
        recorder.provoke_from(mark)
        assert err.value.status_code == 404

    aio.run(flow())
