"""Fixtures for driving OUR server with the official upstream Python SDK (`opensandbox`, pinned in
requirements.txt), used the way its README shows. Nothing of the SDK is patched: the only thing we
add is httpx event hooks (a documented ConnectionConfig option) that record every exchange, so a
failing test prints what the SDK sent and what our side answered.

Configuration (no silent skips: a missing variable fails the whole run with a message):
  OPEN_SANDBOX_DOMAIN   host:port of our lifecycle server (the SDK's own variable)
  OPEN_SANDBOX_API_KEY  its API key (the SDK's own variable)
  OSB_FOREIGN_IMAGE     image with bash + python3 (default opensandbox/debian-python:local)
  OSB_FOREIGN_SMALL_IMAGE  busybox image (default opensandbox/busybox:local)
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, TypeVar

import httpx
import pytest

T = TypeVar("T")

DOMAIN_ENV = "OPEN_SANDBOX_DOMAIN"
KEY_ENV = "OPEN_SANDBOX_API_KEY"
IMAGE = os.environ.get("OSB_FOREIGN_IMAGE", "opensandbox/debian-python:local")
SMALL_IMAGE = os.environ.get("OSB_FOREIGN_SMALL_IMAGE", "opensandbox/busybox:local")
# Tags every sandbox of this run, so the listing tests and the final clean-up see only ours.
RUN = f"pyforeign-{os.getpid()}-{uuid.uuid4().hex[:8]}"


def pytest_configure(config: pytest.Config) -> None:
    missing = [name for name in (DOMAIN_ENV, KEY_ENV) if not os.environ.get(name)]
    if missing:
        raise pytest.UsageError(
            f"foreign-python: {', '.join(missing)} not set. These tests drive a running server: start one "
            f"(scripts/foreign-python.sh does it all) or export {DOMAIN_ENV}=host:port and {KEY_ENV}=key."
        )


# ---- exchange recorder ------------------------------------------------------------------------


@dataclass
class Exchange:
    method: str
    url: str
    status: int
    request_headers: dict[str, str]
    body: str | None = None  # error bodies only; success bodies (and streams) stay untouched


@dataclass
class Recorder:
    exchanges: list[Exchange] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    # Exchanges a test provoked on purpose (404 after kill, 400 on bad input...).
    provoked: set[int] = field(default_factory=set)

    def add(self, response: httpx.Response, body: str | None) -> None:
        req = response.request
        ex = Exchange(req.method, str(req.url), response.status_code, dict(req.headers), body)
        with self.lock:
            self.exchanges.append(ex)

    def mark(self) -> int:
        with self.lock:
            return len(self.exchanges)

    def since(self, mark: int) -> list[Exchange]:
        with self.lock:
            return self.exchanges[mark:]

    def provoke_from(self, mark: int) -> None:
        with self.lock:
            self.provoked.update(range(mark, len(self.exchanges)))

    def unexpected(self) -> list[Exchange]:
        with self.lock:
            return [
                e
                for i, e in enumerate(self.exchanges)
                if e.status >= 300 and i not in self.provoked and not e.url.endswith("/ping")
            ]


def dump(exchanges: list[Exchange]) -> str:
    return "\n".join(f"{e.method} {e.url} -> {e.status}{' ' + e.body if e.body else ''}" for e in exchanges) or "(none)"


RECORDER = Recorder()


async def _async_response_hook(response: httpx.Response) -> None:
    body = None
    if response.status_code >= 400:
        try:
            body = (await response.aread()).decode("utf-8", "replace")[:500]
        except Exception:  # noqa: BLE001 - diagnostics only
            body = "<unreadable>"
    RECORDER.add(response, body)


def _sync_response_hook(response: httpx.Response) -> None:
    body = None
    if response.status_code >= 400:
        try:
            body = response.read().decode("utf-8", "replace")[:500]
        except Exception:  # noqa: BLE001
            body = "<unreadable>"
    RECORDER.add(response, body)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item):  # type: ignore[no-untyped-def]
    start = RECORDER.mark()
    outcome = yield
    if outcome.excinfo is not None:
        item.add_report_section("call", "exchanges", dump(RECORDER.since(start)))


@pytest.fixture
def recorder() -> Recorder:
    return RECORDER


# ---- connection configs -----------------------------------------------------------------------


@pytest.fixture(scope="session")
def domain() -> str:
    return os.environ[DOMAIN_ENV]


@pytest.fixture(scope="session")
def api_key() -> str:
    return os.environ[KEY_ENV]


def _config_options(hook: Any, overrides: dict[str, Any]) -> dict[str, Any]:
    """Connection options shared by the async and blocking configs; the hook records exchanges."""
    opts: dict[str, Any] = dict(
        domain=os.environ[DOMAIN_ENV],
        api_key=os.environ[KEY_ENV],
        protocol="http",
        request_timeout=timedelta(seconds=60),
        event_hooks={"response": [hook]},
    )
    opts.update(overrides)
    return opts


def async_config(**overrides: Any):  # -> ConnectionConfig
    from opensandbox.config import ConnectionConfig

    return ConnectionConfig(**_config_options(_async_response_hook, overrides))


def sync_config(**overrides: Any):  # -> ConnectionConfigSync
    from opensandbox.config import ConnectionConfigSync

    return ConnectionConfigSync(**_config_options(_sync_response_hook, overrides))


# ---- one event loop for the async tests (no pytest-asyncio needed) ----------------------------


class Loop:
    """Runs coroutines on one long-lived event loop, so async SDK objects (bound to the loop their
    httpx transport was made on) can be shared between tests of a module."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()

    def run(self, coro: Awaitable[T], timeout: float = 120) -> T:
        return self.loop.run_until_complete(asyncio.wait_for(coro, timeout))

    def close(self) -> None:
        self.loop.run_until_complete(self.loop.shutdown_asyncgens())
        self.loop.close()


@pytest.fixture(scope="session")
def aio() -> Loop:
    loop = Loop()
    yield loop
    loop.close()


# ---- clean-up: whatever this run created is killed at the end --------------------------------


@pytest.fixture(scope="session", autouse=True)
def _kill_leftovers():
    yield
    from opensandbox.models.sandboxes import SandboxFilter
    from opensandbox.sync.manager import SandboxManagerSync

    manager = SandboxManagerSync.create(connection_config=sync_config(event_hooks={}))
    try:
        page = manager.list_sandbox_infos(SandboxFilter(metadata={"suite": RUN}, page_size=200))
        for info in page.sandbox_infos:
            try:
                manager.kill_sandbox(info.id)
            except Exception:  # noqa: BLE001 - best effort
                pass
    finally:
        manager.close()


def wait_until(check: Callable[[], bool], timeout: float = 10, interval: float = 0.1) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(interval)
    return check()


async def await_until(check: Callable[[], Awaitable[bool]], timeout: float = 10, interval: float = 0.1) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if await check():
            return True
        await asyncio.sleep(interval)
    return await check()
