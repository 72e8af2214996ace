"""Live tests: they drive a real lifecycle server (and the execd of real sandboxes). Run them
with `bash scripts/clients-live.sh`, which starts a throw-away server, or point them at one:

    OPEN_SANDBOX_DOMAIN=127.0.0.1:8080 OPEN_SANDBOX_API_KEY=… .venv/bin/pytest tests_live

They are not part of the unit run (`pytest tests`). Without a server they fail, never skip."""

from __future__ import annotations

import os

import pytest

REQUIRED = ("OPEN_SANDBOX_DOMAIN", "OPEN_SANDBOX_API_KEY")


def pytest_configure(config: pytest.Config) -> None:
    missing = [name for name in REQUIRED if not os.environ.get(name)]
    if missing:
        raise pytest.UsageError(
            f"tests_live needs a running OpenSandbox server: set {' and '.join(missing)} "
            "(or run `bash scripts/clients-live.sh`, which starts one)"
        )


@pytest.fixture
def image() -> str:
    return os.environ.get("OPEN_SANDBOX_IT_IMAGE") or "opensandbox/busybox:local"
