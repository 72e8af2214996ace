"""Configuration forms, error mapping, the server proxy, snapshots and other details of the official
Python SDK against our server. Features our Docker server does not offer are pinned to the answer
the SDK gets (a typed SandboxApiException), not skipped; see docs/FOREIGN-CLIENTS.md."""

from __future__ import annotations

import asyncio
import os
import time
from datetime import timedelta

import httpx
import pytest
from opensandbox import Sandbox, SandboxManager, SandboxManagerSync, SandboxSync
from opensandbox.config import ConnectionConfig, ConnectionConfigSync
from opensandbox.exceptions import SandboxApiException, SandboxException
from opensandbox.models.execd import RunCommandOpts
from opensandbox.models.filesystem import SetPermissionEntry, WriteEntry
from opensandbox.models.sandboxes import SandboxFilter, SnapshotFilter

from conftest import (
    DOMAIN_ENV,
    IMAGE,
    KEY_ENV,
    RUN,
    SMALL_IMAGE,
    Loop,
    Recorder,
    _sync_response_hook,
    async_config,
    sync_config,
    wait_until,
)


def provoked(recorder: Recorder, fn, exc=SandboxException):
    mark = recorder.mark()
    try:
        with pytest.raises(exc) as err:
            fn()
    finally:
        recorder.provoke_from(mark)
    return err.value


# ---- configuration -----------------------------------------------------------------------------


def test_config_from_environment_only(recorder: Recorder) -> None:
    """ConnectionConfigSync() with no arguments reads OPEN_SANDBOX_DOMAIN / OPEN_SANDBOX_API_KEY."""
    cfg = ConnectionConfigSync(event_hooks={"response": [_sync_response_hook]})
    assert cfg.get_domain() == os.environ[DOMAIN_ENV]
    assert cfg.get_api_key() == os.environ[KEY_ENV]
    manager = SandboxManagerSync.create(connection_config=cfg)
    try:
        page = manager.list_sandbox_infos(SandboxFilter(metadata={"suite": RUN}))
        assert isinstance(page.sandbox_infos, list)
    finally:
        manager.close()


def test_domain_given_as_url(aio: Loop) -> None:
    async def flow():
        cfg = ConnectionConfig(domain=f"http://{os.environ[DOMAIN_ENV]}", api_key=os.environ[KEY_ENV])
        assert cfg.get_base_url() == f"http://{os.environ[DOMAIN_ENV]}/v1"
        async with await SandboxManager.create(connection_config=cfg) as manager:
            page = await manager.list_sandbox_infos(SandboxFilter(page=1, page_size=5))
            assert page.pagination.page == 1

    aio.run(flow())


def test_wrong_api_key_is_a_401(recorder: Recorder) -> None:
    manager = SandboxManagerSync.create(connection_config=sync_config(api_key="wrong-key"))
    try:
        err = provoked(recorder, lambda: manager.list_sandbox_infos(SandboxFilter()), SandboxApiException)
        assert err.status_code == 401
    finally:
        manager.close()


def test_unknown_sandbox_is_a_typed_404(recorder: Recorder) -> None:
    manager = SandboxManagerSync.create(connection_config=sync_config())
    try:
        err = provoked(recorder, lambda: manager.get_sandbox_info("no-such-sandbox-0000"), SandboxApiException)
        assert err.status_code == 404
        assert err.error.code and err.error.code != "INTERNAL_UNKNOWN_ERROR"
        assert err.error.message
        assert err.request_id  # our X-Request-ID reaches the exception
    finally:
        manager.close()


def test_bad_create_is_a_400_with_our_code(recorder: Recorder) -> None:
    err = provoked(
        recorder,
        lambda: SandboxSync.create(SMALL_IMAGE, connection_config=sync_config(), resource={"cpu": "lots"}, skip_health_check=True),
        SandboxApiException,
    )
    assert err.status_code == 400
    assert err.error.code and err.error.message


def test_connect_to_unknown_sandbox_fails_typed(recorder: Recorder) -> None:
    err = provoked(
        recorder,
        lambda: SandboxSync.connect("no-such-sandbox-0000", connection_config=sync_config(), connect_timeout=timedelta(seconds=5)),
        SandboxApiException,
    )
    assert err.status_code == 404


# ---- lifecycle options -------------------------------------------------------------------------


def test_manual_cleanup_entrypoint_and_busybox(recorder: Recorder) -> None:
    """timeout=None (no automatic expiry) and a custom entrypoint, on the busybox image."""
    sbx = SandboxSync.create(
        SMALL_IMAGE,
        connection_config=sync_config(),
        timeout=None,
        entrypoint=["sleep", "3600"],
        metadata={"suite": RUN},
    )
    try:
        info = sbx.get_info()
        assert info.expires_at is None
        assert info.entrypoint == ["sleep", "3600"]
        r = sbx.commands.run("echo busy; ls /bin/busybox")
        assert [m.text for m in r.logs.stdout] == ["busy", "/bin/busybox"]
    finally:
        sbx.destroy()


def test_secure_access_is_refused_on_docker(recorder: Recorder) -> None:
    err = provoked(
        recorder,
        lambda: SandboxSync.create(SMALL_IMAGE, connection_config=sync_config(), secure_access=True, skip_health_check=True),
        SandboxApiException,
    )
    assert err.status_code == 400


def test_network_policy_through_the_egress_api() -> None:
    """A network policy given at create is enforced (this server serves the egress API of port
    18080 itself) and read and changed through the SDK's egress calls, with their merge and delete
    semantics; the default action stays."""
    from opensandbox.models.sandboxes import NetworkPolicy, NetworkRule

    policy = NetworkPolicy(defaultAction="deny", egress=[NetworkRule(action="allow", target="pypi.org")])
    sbx = SandboxSync.create(SMALL_IMAGE, connection_config=sync_config(), metadata={"suite": RUN}, network_policy=policy)
    try:
        got = sbx.get_egress_policy()
        assert got.default_action == "deny"
        assert [(r.action, r.target) for r in got.egress or []] == [("allow", "pypi.org")]
        sbx.patch_egress_rules([NetworkRule(action="allow", target="*.example.test"), NetworkRule(action="deny", target="pypi.org")])
        got = sbx.get_egress_policy()
        assert got.default_action == "deny"
        assert sorted((r.action, r.target) for r in got.egress or []) == [("allow", "*.example.test"), ("deny", "pypi.org")]
        sbx.delete_egress_rules(["pypi.org", "not-there.test"])
        got = sbx.get_egress_policy()
        assert [(r.action, r.target) for r in got.egress or []] == [("allow", "*.example.test")]
    finally:
        sbx.destroy()


def test_accepted_create_options(recorder: Recorder) -> None:
    """resource_requests, platform and extensions as the SDK sends them are accepted."""
    from opensandbox.models.sandboxes import PlatformSpec

    sbx = SandboxSync.create(
        SMALL_IMAGE,
        connection_config=sync_config(),
        metadata={"suite": RUN},
        resource={"cpu": "500m", "memory": "256Mi"},
        resource_requests={"cpu": "250m", "memory": "128Mi"},
        platform=PlatformSpec(os="linux", arch="amd64"),
        extensions={"access.renew.extend.seconds": "600"},
    )
    try:
        assert sbx.get_info().status.state == "Running"
    finally:
        sbx.destroy()


def test_signed_endpoint_opens_without_headers(recorder: Recorder) -> None:
    """get_signed_endpoint(port, expires) sends only `expires`; the route works without any header,
    for that port only, and a past expiry is refused."""
    sbx = SandboxSync.create(SMALL_IMAGE, connection_config=sync_config(), metadata={"suite": RUN})
    try:
        ep = sbx.get_signed_endpoint(44772, int(time.time()) + 600)
        assert f"/sandboxes/{sbx.id}/signed/44772/" in ep.endpoint
        assert not ep.headers
        assert httpx.get(f"http://{ep.endpoint}/ping").status_code == 200
        moved = httpx.get(f"http://{ep.endpoint.replace('/signed/44772/', '/signed/8080/')}/ping")
        assert (moved.status_code, moved.json()["code"]) == (401, "SIGNED_ROUTE_INVALID")
        err = provoked(recorder, lambda: sbx.get_signed_endpoint(44772, int(time.time()) - 60), SandboxApiException)
        assert err.status_code == 400
    finally:
        sbx.destroy()


def test_use_server_proxy(aio: Loop, recorder: Recorder) -> None:
    """use_server_proxy=True: every execd call goes through the lifecycle server's proxy route."""

    async def flow():
        mark = recorder.mark()
        sbx = await Sandbox.create(
            SMALL_IMAGE, connection_config=async_config(use_server_proxy=True), metadata={"suite": RUN}
        )
        try:
            ep = await sbx.get_endpoint(44772)
            assert ep.endpoint == f"{os.environ[DOMAIN_ENV]}/sandboxes/{sbx.id}/proxy/44772"
            r = await sbx.commands.run("echo via-proxy; echo e >&2; exit 2")
            assert [m.text for m in r.logs.stdout] == ["via-proxy"]
            assert [m.text for m in r.logs.stderr] == ["e"]
            assert r.exit_code == 2
            await sbx.files.write_files([WriteEntry(path="/tmp/p.bin", data=bytes([0, 1, 2, 255]))])
            assert await sbx.files.read_bytes("/tmp/p.bin") == bytes([0, 1, 2, 255])
            bg = await sbx.commands.run("echo proxied-bg", opts=RunCommandOpts(background=True))
            for _ in range(100):
                if (await sbx.commands.get_command_status(bg.id)).running is False:
                    break
                await asyncio.sleep(0.05)
            assert "proxied-bg" in (await sbx.commands.get_background_command_logs(bg.id)).content
            execd_calls = [e for e in recorder.since(mark) if "/v1/" not in e.url]
            assert execd_calls
            base = f"http://{os.environ[DOMAIN_ENV]}/sandboxes/{sbx.id}/proxy/44772/"
            assert all(e.url.startswith(base) for e in execd_calls), [e.url for e in execd_calls]
        finally:
            await sbx.destroy()

    aio.run(flow())


def test_snapshot_and_restore(recorder: Recorder) -> None:
    src = SandboxSync.create(SMALL_IMAGE, connection_config=sync_config(), metadata={"suite": RUN})
    manager = SandboxManagerSync.create(connection_config=sync_config())
    snapshot_id = None
    try:
        src.files.write_file("/root/state.txt", "from-snapshot")
        name = f"snap-{RUN}"
        snap = src.create_snapshot(name=name)
        snapshot_id = snap.id
        assert snap.sandbox_id == src.id and snap.name == name
        assert wait_until(lambda: manager.get_snapshot(snap.id).status.state != "Creating", timeout=60, interval=0.25)
        assert manager.get_snapshot(snap.id).status.state == "Ready"
        assert [s.id for s in manager.list_snapshots(SnapshotFilter(sandbox_id=src.id)).snapshot_infos] == [snap.id]
        assert [s.id for s in manager.list_snapshots(SnapshotFilter(name=name)).snapshot_infos] == [snap.id]
        assert manager.list_snapshots(SnapshotFilter(name=f"{name}-none")).snapshot_infos == []

        restored = SandboxSync.create(snapshot_id=snap.id, connection_config=sync_config(), metadata={"suite": RUN})
        try:
            assert restored.files.read_file("/root/state.txt") == "from-snapshot"
            assert restored.get_info().snapshot_id == snap.id
        finally:
            restored.destroy()
        src.destroy()
        manager.delete_snapshot(snap.id)
        snapshot_id = None
        err = provoked(recorder, lambda: manager.get_snapshot(snap.id), SandboxApiException)
        assert err.status_code == 404
    finally:
        if snapshot_id:  # the snapshot image outlives a throw-away server: remove it even on failure
            try:
                src.kill()
            except Exception:  # noqa: BLE001
                pass
            for _ in range(20):
                try:
                    manager.delete_snapshot(snapshot_id)
                    break
                except Exception:  # noqa: BLE001
                    time.sleep(0.5)
        manager.close()


# ---- execd details -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def py_sbx():
    sbx = SandboxSync.create(IMAGE, connection_config=sync_config(), metadata={"suite": RUN, "role": "wire"})
    yield sbx
    sbx.destroy()


def test_mkdir_and_chmod_send_null_owner_and_group(py_sbx: SandboxSync) -> None:
    """create_directories / set_permissions send `"owner": null, "group": null` when not given."""
    py_sbx.files.create_directories([WriteEntry(path="/tmp/wire/d1/d2", mode=700)])
    assert py_sbx.files.get_file_info(["/tmp/wire/d1/d2"])["/tmp/wire/d1/d2"].mode == 700
    py_sbx.files.write_file("/tmp/wire/f.txt", "x")
    py_sbx.files.set_permissions([SetPermissionEntry(path="/tmp/wire/f.txt", mode=640)])
    assert py_sbx.files.get_file_info(["/tmp/wire/f.txt"])["/tmp/wire/f.txt"].mode == 640


def test_foreground_command_leaving_a_background_child(py_sbx: SandboxSync) -> None:
    """`cmd &` in a foreground command: upstream finishes when the shell exits (output goes to
    files there), it does not wait for the detached child."""
    started = time.monotonic()
    r = py_sbx.commands.run("sleep 30 & echo started", opts=RunCommandOpts(timeout=timedelta(seconds=20)))
    assert [m.text for m in r.logs.stdout] == ["started"]
    assert r.exit_code == 0
    assert time.monotonic() - started < 5


def test_set_env_persists_for_later_commands(py_sbx: SandboxSync) -> None:
    py_sbx.commands.set_env("PY_FOREIGN_VAR", "persisted value")
    r = py_sbx.commands.run('echo "$PY_FOREIGN_VAR"')
    assert [m.text for m in r.logs.stdout] == ["persisted value"]


def test_argv_command(py_sbx: SandboxSync) -> None:
    r = py_sbx.commands.run(["python3", "-c", "import sys; print(sys.argv[1:])", "a b", "$HOME"])
    assert [m.text for m in r.logs.stdout] == ["['a b', '$HOME']"]
    assert r.exit_code == 0


def test_cwd_with_env_expansion(py_sbx: SandboxSync) -> None:
    r = py_sbx.commands.run("pwd", opts=RunCommandOpts(working_directory="$HOME"))
    assert [m.text for m in r.logs.stdout] == ["/root"]


def test_run_as_uid_gid(py_sbx: SandboxSync) -> None:
    r = py_sbx.commands.run("id -u; id -g", opts=RunCommandOpts(uid=65534, gid=65534))
    assert [m.text for m in r.logs.stdout] == ["65534", "65534"]


def test_session_run_timeout(py_sbx: SandboxSync) -> None:
    session = py_sbx.commands.create_session()
    try:
        started = time.monotonic()
        r = py_sbx.commands.run_in_session(session, "sleep 20", timeout=timedelta(milliseconds=500))
        assert time.monotonic() - started < 10
        assert r.exit_code not in (None, 0)
        # the session survives its command's timeout
        assert [m.text for m in py_sbx.commands.run_in_session(session, "echo alive").logs.stdout] == ["alive"]
    finally:
        py_sbx.commands.delete_session(session)


# ---- what the SDK offers and our Docker server does not (docs/FOREIGN-CLIENTS.md) ------------
# Each is pinned to the typed error the SDK raises, so a change on either side shows up here.


def test_sdk_telemetry_event_is_accepted(domain: str) -> None:
    """Sandbox.create reports its latency to POST /v1/metrics/events in the background (its own
    httpx client, outside our recording hooks): send exactly what the SDK sends."""
    import httpx
    from opensandbox.internal.lifecycle_metrics import _build_payload, _headers

    cfg = sync_config()
    payload = _build_payload(sandbox_id="sbx-telemetry", image=SMALL_IMAGE, create_duration_ms=1234, success=True)
    r = httpx.post(f"{cfg.get_base_url()}/metrics/events", json=payload, headers=_headers(cfg))
    assert 200 <= r.status_code < 300, (r.status_code, r.text)


def test_unsupported_egress_policy(py_sbx: SandboxSync, recorder: Recorder) -> None:
    """No egress sidecar on our Docker runtime: the policy read fails with a typed error."""
    err = provoked(recorder, lambda: py_sbx.get_egress_policy(), SandboxApiException)
    # nothing listens on 18080; the SDK's egress adapter keeps our body in the message only
    assert err.status_code == 502 and "BAD_GATEWAY" in str(err)


def test_diagnostics(py_sbx: SandboxSync, recorder: Recorder) -> None:
    """The Diagnostics API (/v1/sandboxes/{id}/diagnostics/*): container output and lifecycle events
    inline; a scope this server does not serve is a typed 400."""
    logs = py_sbx.get_diagnostic_logs("container")
    assert logs.kind == "logs" and logs.delivery == "inline" and "execd ready" in (logs.content or "")
    events = py_sbx.get_diagnostic_events("lifecycle")
    assert events.kind == "events" and "Running CONTAINER_RUNNING" in (events.content or "")
    err = provoked(recorder, lambda: py_sbx.get_diagnostic_logs("network"), SandboxApiException)
    assert (err.status_code, err.error.code) == (400, "NOT_SUPPORTED")


# files_with_identity and sandbox.isolation: test_identity_isolation.py


# ---- last: the SDK met no unexpected error on our side -----------------------------------------


def test_zz_no_unexpected_error_answers(recorder: Recorder) -> None:
    """Every non-2xx answer any test saw was provoked on purpose (readiness polling of /ping aside)."""
    from conftest import dump

    unexpected = recorder.unexpected()
    assert not unexpected, dump(unexpected)
