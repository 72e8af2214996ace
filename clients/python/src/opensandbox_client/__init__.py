"""Python client for OpenSandbox: the lifecycle server (``/v1/sandboxes``) and execd, the
daemon inside every sandbox.

Generated low-level clients live in ``opensandbox_client._generated.lifecycle``,
``opensandbox_client._generated.execd`` and ``opensandbox_client._generated.egress``; this package adds configuration, typed errors,
retries, output streams, uploads and downloads on top of them.
"""

from importlib import metadata as _metadata

from ._async import (
    AsyncCode,
    AsyncCommandHandle,
    AsyncCommands,
    AsyncCredentialVault,
    AsyncEgress,
    AsyncEventStream,
    AsyncFiles,
    AsyncMetrics,
    AsyncOpenSandbox,
    AsyncSandbox,
    AsyncSandboxes,
    AsyncSessions,
)
from ._config import (
    API_KEY_HEADER,
    DEFAULT_READY_TIMEOUT,
    EGRESS_PORT,
    EXECD_PORT,
    EXECD_TOKEN_HEADER,
    ConnectionConfig,
)
from ._streams import EventStreamParser
from ._sync import (
    Code,
    CommandHandle,
    Commands,
    CredentialVault,
    Egress,
    EventStream,
    Files,
    Metrics,
    OpenSandbox,
    Sandbox,
    Sandboxes,
    Sessions,
)
from .errors import (
    ApiError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    DecodeError,
    InternalServerError,
    NotFoundError,
    OpenSandboxError,
    PermissionDeniedError,
    RateLimitError,
    RequestTimeoutError,
    SandboxFailedError,
    SandboxNotFoundError,
    SandboxNotRunningError,
    SandboxReadyTimeoutError,
    StreamError,
    TimeoutTooLongError,
    TransportError,
    WaitTimeoutError,
)
from .models import CommandLogs, CommandResult, CommandStatus, Download, ExecutionError, StreamEvent

try:  # the one version literal is in pyproject.toml (kept in line with the TypeScript SDK)
    __version__ = _metadata.version("opensandbox-client")
except _metadata.PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

__all__ = [
    "API_KEY_HEADER",
    "DEFAULT_READY_TIMEOUT",
    "EGRESS_PORT",
    "EXECD_PORT",
    "EXECD_TOKEN_HEADER",
    "ApiError",
    "AsyncCode",
    "AsyncCommandHandle",
    "AsyncCommands",
    "AsyncCredentialVault",
    "AsyncEgress",
    "AsyncEventStream",
    "AsyncFiles",
    "AsyncMetrics",
    "AsyncOpenSandbox",
    "AsyncSandbox",
    "AsyncSandboxes",
    "AsyncSessions",
    "AuthenticationError",
    "BadRequestError",
    "Code",
    "CommandHandle",
    "CommandLogs",
    "CommandResult",
    "CommandStatus",
    "Commands",
    "ConflictError",
    "ConnectionConfig",
    "CredentialVault",
    "DecodeError",
    "Download",
    "Egress",
    "EventStream",
    "EventStreamParser",
    "ExecutionError",
    "Files",
    "InternalServerError",
    "Metrics",
    "NotFoundError",
    "OpenSandbox",
    "OpenSandboxError",
    "PermissionDeniedError",
    "RateLimitError",
    "RequestTimeoutError",
    "Sandbox",
    "SandboxFailedError",
    "SandboxNotFoundError",
    "SandboxNotRunningError",
    "SandboxReadyTimeoutError",
    "Sandboxes",
    "Sessions",
    "StreamError",
    "StreamEvent",
    "TimeoutTooLongError",
    "TransportError",
    "WaitTimeoutError",
]
