"""Shared helpers: a scripted fake server for httpx.MockTransport (no network)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from opensandbox_client import _transport

Handler = Callable[[httpx.Request], httpx.Response]


def sandbox_json(sandbox_id: str = "sb1", state: str = "Running", **extra: Any) -> dict[str, Any]:
    return {
        "id": sandbox_id,
        "status": {"state": state},
        "entrypoint": ["sleep", "3600"],
        "createdAt": "2026-01-02T03:04:05Z",
        **extra,
    }


def json_response(status: int, body: Any, request_id: str = "req-1", **headers: str) -> httpx.Response:
    return httpx.Response(status, json=body, headers={"x-request-id": request_id, **headers})


def stream_response(body: bytes, request_id: str = "req-s") -> httpx.Response:
    return httpx.Response(200, content=body, headers={"content-type": "text/event-stream", "x-request-id": request_id})


class Recorder:
    """Wraps a handler and keeps every request it saw (body read)."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        return self.handler(request)

    def sync(self) -> httpx.MockTransport:
        return httpx.MockTransport(self)

    def asyncio(self) -> httpx.MockTransport:
        return httpx.MockTransport(self)


def body_json(request: httpx.Request) -> Any:
    return json.loads(request.content)


@pytest.fixture(autouse=True)
def fast_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Retries without waiting."""
    monkeypatch.setattr(_transport, "backoff", lambda attempt: 0.0)
