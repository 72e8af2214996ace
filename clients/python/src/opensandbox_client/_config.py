"""Connection settings, from arguments or the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

DEFAULT_DOMAIN = "localhost:8080"
DEFAULT_REQUEST_TIMEOUT = 30.0
DEFAULT_MAX_RETRIES = 2
#: How long ``connect`` waits for a sandbox to be Running and its execd to answer, in seconds
#: (as the TypeScript SDK's ``DEFAULT_READY_TIMEOUT_MS``).
DEFAULT_READY_TIMEOUT = 30.0
API_KEY_HEADER = "OPEN-SANDBOX-API-KEY"
EXECD_TOKEN_HEADER = "X-EXECD-ACCESS-TOKEN"
EXECD_PORT = 44772
#: The port whose endpoint is the sandbox's egress API (policy, credential vault).
EGRESS_PORT = 18080


def _env(name: str) -> str | None:
    value = os.environ.get(name)
    return value if value else None


@dataclass(frozen=True)
class ConnectionConfig:
    """Where the lifecycle server is and how to talk to it.

    ``domain`` is ``host[:port][/path]`` or a full URL (``https://…``); without a scheme the
    protocol is ``http`` (or ``OPEN_SANDBOX_PROTOCOL``). Defaults: ``OPEN_SANDBOX_DOMAIN``
    and ``OPEN_SANDBOX_API_KEY`` from the environment, else ``localhost:8080`` and no key.
    """

    domain: str
    protocol: str
    api_key: str | None
    headers: dict[str, str] = field(default_factory=dict)
    request_timeout: float | None = DEFAULT_REQUEST_TIMEOUT
    max_retries: int = DEFAULT_MAX_RETRIES

    @classmethod
    def resolve(
        cls,
        domain: str | None = None,
        api_key: str | None = None,
        *,
        protocol: str | None = None,
        headers: dict[str, str] | None = None,
        request_timeout: float | None = DEFAULT_REQUEST_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
    ) -> ConnectionConfig:
        dom = domain or _env("OPEN_SANDBOX_DOMAIN") or DEFAULT_DOMAIN
        proto = (protocol or _env("OPEN_SANDBOX_PROTOCOL") or "http").lower()
        lower = dom.lower()
        for scheme in ("http://", "https://"):
            if lower.startswith(scheme):
                proto = scheme[:-3]
                dom = dom[len(scheme) :]
                break
        if proto not in ("http", "https"):
            raise ValueError(f'protocol must be "http" or "https", got {proto!r}')
        if max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        return cls(
            domain=dom.rstrip("/"),
            protocol=proto,
            api_key=api_key if api_key is not None else _env("OPEN_SANDBOX_API_KEY"),
            headers=dict(headers or {}),
            request_timeout=request_timeout,
            max_retries=max_retries,
        )

    @property
    def api_url(self) -> str:
        """Base URL of the lifecycle API, e.g. ``http://localhost:8080/v1``."""
        base = f"{self.protocol}://{self.domain}"
        return base if base.endswith("/v1") else f"{base}/v1"

    def lifecycle_headers(self) -> dict[str, str]:
        out = dict(self.headers)
        if self.api_key:
            out[API_KEY_HEADER] = self.api_key
        return out
