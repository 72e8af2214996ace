"""Hand-written result types (the wire models are in ``opensandbox_client._generated``)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any

from .errors import StreamError


class StreamEvent:
    """One event of an execution stream, as execd sent it (field names as on the wire).

    Known ``type`` values: ``init``, ``stdout``, ``stderr``, ``result``, ``execution_count``,
    ``status``, ``error``, ``execution_complete``, ``ping``; others may appear and are kept.
    """

    __slots__ = ("_raw",)

    def __init__(self, raw: dict[str, Any]) -> None:
        if not isinstance(raw.get("type"), str):
            raise StreamError(f"malformed event in output stream (no string `type`): {str(raw)[:200]}")
        self._raw = raw

    @property
    def type(self) -> str:
        return str(self._raw["type"])

    @property
    def text(self) -> str | None:
        value = self._raw.get("text")
        return value if isinstance(value, str) else None

    @property
    def partial(self) -> bool:
        """``stdout``/``stderr``: ``text`` does not end a line; the next event continues it."""
        return self._raw.get("partial") is True

    @property
    def timestamp(self) -> int | None:
        value = self._raw.get("timestamp")
        return value if isinstance(value, int) else None

    @property
    def execution_time(self) -> int | None:
        value = self._raw.get("execution_time")
        return value if isinstance(value, int) else None

    @property
    def execution_count(self) -> int | None:
        value = self._raw.get("execution_count")
        return value if isinstance(value, int) else None

    @property
    def results(self) -> dict[str, Any] | None:
        value = self._raw.get("results")
        return value if isinstance(value, dict) else None

    @property
    def error(self) -> dict[str, Any] | None:
        value = self._raw.get("error")
        return value if isinstance(value, dict) else None

    def to_dict(self) -> dict[str, Any]:
        """The event in its wire shape."""
        return dict(self._raw)

    def __repr__(self) -> str:
        return f"StreamEvent({self._raw!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, StreamEvent) and other._raw == self._raw


@dataclass
class ExecutionError:
    """Failure reported by an ``error`` event (for commands ``value`` is the exit status)."""

    name: str
    value: str
    traceback: list[str] = field(default_factory=list)


@dataclass
class CommandResult:
    """Outcome of a foreground command, a session run or a code run."""

    id: str
    exit_code: int
    stdout: str
    stderr: str
    error: ExecutionError | None = None
    execution_time_ms: int | None = None
    results: list[dict[str, Any]] = field(default_factory=list)
    execution_count: int | None = None


@dataclass
class CommandStatus:
    id: str
    running: bool
    exit_code: int | None
    command: str | None = None
    error: str | None = None
    started_at: datetime.datetime | None = None
    finished_at: datetime.datetime | None = None


@dataclass
class CommandLogs:
    """A chunk of a background command's combined output; pass ``cursor`` to the next call."""

    text: str
    cursor: int


@dataclass
class Download:
    """A downloaded file (or range): the bytes plus what the answer said about them."""

    content: bytes
    status: int
    headers: dict[str, str]

    @property
    def content_range(self) -> str | None:
        return self.headers.get("content-range")


class ExecutionCollector:
    """Accumulates an execution stream into a :class:`CommandResult`."""

    def __init__(self) -> None:
        self.id = ""
        self.stdout: list[str] = []
        self.stderr: list[str] = []
        self.error: ExecutionError | None = None
        self.execution_time_ms: int | None = None
        self.execution_count: int | None = None
        self.results: list[dict[str, Any]] = []
        self.finished = False

    def handle(self, event: StreamEvent) -> None:
        kind = event.type
        if kind in ("stdout", "stderr"):
            # A line without its terminator ("\n" for an empty one), or with `partial` a
            # piece of a line that the next event continues.
            partial = event.partial
            text = event.text or ""
            line = text if partial else ("" if text == "\n" else text)
            (self.stdout if kind == "stdout" else self.stderr).append(line if partial else line + "\n")
        elif kind == "init":
            self.id = event.text or ""
        elif kind == "execution_complete":
            self.finished = True
            self.execution_time_ms = event.execution_time
        elif kind == "error":
            self.finished = True
            err = event.error or {}
            tb = err.get("traceback")
            self.error = ExecutionError(
                name=str(err.get("ename") or ""),
                value=str(err.get("evalue") or ""),
                traceback=[str(t) for t in tb] if isinstance(tb, list) else [],
            )
        elif kind == "result":
            if event.results is not None:
                self.results.append(event.results)
        elif kind == "execution_count":
            self.execution_count = event.execution_count

    @property
    def exit_code(self) -> int:
        """0 on success, the status reported by the error event, or 1 when it has none."""
        if self.error is None:
            return 0
        try:
            return int(self.error.value)
        except ValueError:
            return 1

    def result(self) -> CommandResult:
        return CommandResult(
            id=self.id,
            exit_code=self.exit_code,
            stdout="".join(self.stdout),
            stderr="".join(self.stderr),
            error=self.error,
            execution_time_ms=self.execution_time_ms,
            results=self.results,
            execution_count=self.execution_count,
        )
