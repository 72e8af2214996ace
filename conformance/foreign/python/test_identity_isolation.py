"""The official Python SDK's newer execd features against our server: `files_with_identity(uid,
gid)` (file operations under `/v1/filesystem/{uid}/{gid}`, performed by execd as that user) and
`sandbox.isolation` (namespace-isolated sessions, which Docker sandboxes cannot offer: the SDK
gets the capabilities saying so and its API error, status 503 SERVICE_UNAVAILABLE, for the rest)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from opensandbox import SandboxSync
from opensandbox.exceptions import SandboxApiException
from opensandbox.models.isolated import CreateIsolatedSessionRequest, IsolatedWorkspaceSpec

from conftest import IMAGE, RUN, Recorder, sync_config

NOBODY = 65534


@pytest.fixture(scope="module")
def sbx():
    sandbox = SandboxSync.create(
        IMAGE,
        connection_config=sync_config(),
        metadata={"suite": RUN, "role": "identity"},
        ready_timeout=timedelta(seconds=60),
    )
    yield sandbox
    try:
        sandbox.kill()
    finally:
        sandbox.close()


def test_files_with_identity_acts_as_that_user(sbx: SandboxSync, recorder: Recorder) -> None:
    setup = sbx.commands.run(
        f"mkdir -p /srv/nobody && chown {NOBODY}:{NOBODY} /srv/nobody && "
        "printf 'root only' > /srv/secret && chmod 600 /srv/secret"
    )
    assert setup.exit_code == 0
    nobody = sbx.files_with_identity(NOBODY, NOBODY)

    nobody.write_file("/srv/nobody/n.txt", "from nobody", mode=644)
    assert nobody.read_file("/srv/nobody/n.txt") == "from nobody"
    info = sbx.files.get_file_info(["/srv/nobody/n.txt"])["/srv/nobody/n.txt"]
    assert (info.owner, info.group) == ("nobody", "nogroup")

    mark = recorder.mark()
    with pytest.raises(SandboxApiException) as denied:
        nobody.read_file("/srv/secret")
    with pytest.raises(SandboxApiException) as not_writable:
        nobody.write_file("/srv/planted.txt", "x")
    recorder.provoke_from(mark)
    assert denied.value.status_code == 400 and "permission denied" in str(denied.value).lower()
    assert not_writable.value.status_code == 400
    # The ordinary client still acts as execd, and nothing was written by the refused upload.
    assert sbx.files.read_file("/srv/secret") == "root only"
    assert sbx.commands.run("test ! -e /srv/planted.txt").exit_code == 0


def test_isolation_is_reported_unavailable(sbx: SandboxSync, recorder: Recorder) -> None:
    caps = sbx.isolation.capabilities()
    assert caps.available is False
    assert caps.message and "unshare" in caps.message

    mark = recorder.mark()
    with pytest.raises(SandboxApiException) as exc:
        sbx.isolation.create(CreateIsolatedSessionRequest(workspace=IsolatedWorkspaceSpec(path="/tmp")))
    recorder.provoke_from(mark)
    assert exc.value.status_code == 503
    assert exc.value.error is not None and exc.value.error.code == "SERVICE_UNAVAILABLE"
