from __future__ import annotations

import httpx
import pytest

from opensandbox_client import ConnectionConfig, OpenSandbox

from .conftest import Recorder, json_response, sandbox_json


def test_env_domain_and_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPEN_SANDBOX_DOMAIN", "sandbox.example:9090")
    monkeypatch.setenv("OPEN_SANDBOX_API_KEY", "k-env")
    cfg = ConnectionConfig.resolve()
    assert cfg.api_url == "http://sandbox.example:9090/v1"
    assert cfg.api_key == "k-env"
    rec = Recorder(lambda r: json_response(200, sandbox_json()))
    with OpenSandbox(transport=rec.sync()) as client:
        client.sandboxes.get("sb1")
    assert str(rec.requests[0].url) == "http://sandbox.example:9090/v1/sandboxes/sb1"
    assert rec.requests[0].headers["OPEN-SANDBOX-API-KEY"] == "k-env"


def test_full_url_sets_protocol(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPEN_SANDBOX_DOMAIN", "https://secure.example/")
    monkeypatch.delenv("OPEN_SANDBOX_API_KEY", raising=False)
    cfg = ConnectionConfig.resolve()
    assert cfg.api_url == "https://secure.example/v1"
    assert cfg.api_key is None
    assert "OPEN-SANDBOX-API-KEY" not in cfg.lifecycle_headers()


def test_arguments_win_over_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPEN_SANDBOX_DOMAIN", "env.example")
    monkeypatch.setenv("OPEN_SANDBOX_API_KEY", "k-env")
    cfg = ConnectionConfig.resolve("127.0.0.1:8080", "k-arg")
    assert cfg.api_url == "http://127.0.0.1:8080/v1"
    assert cfg.api_key == "k-arg"


def test_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPEN_SANDBOX_DOMAIN", raising=False)
    assert ConnectionConfig.resolve().api_url == "http://localhost:8080/v1"
    with pytest.raises(ValueError):
        ConnectionConfig.resolve(protocol="ftp")


def test_transport_is_httpx_mock() -> None:
    assert isinstance(Recorder(lambda r: httpx.Response(200)).sync(), httpx.MockTransport)
