# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.server_stream_event_type import ServerStreamEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.execution_error import ExecutionError
    from ..models.server_stream_event_results import ServerStreamEventResults


T = TypeVar("T", bound="ServerStreamEvent")


@_attrs_define
class ServerStreamEvent:
    """One event of an execution stream. Which fields are set depends on `type`:

    | `type` | meaning and fields |
    |---|---|
    | `init` | first event; `text` = id of the execution (command id, session id or context id) |
    | `stdout`, `stderr` | `text` = one line of output without its line terminator (an empty line is sent as `"\\n"`);
    with `partial: true`, output that does not end a line (see `partial`) |
    | `result` | `results` = rich result of a code cell by MIME type, plain text under `text` |
    | `execution_count` | `execution_count` = the kernel's cell counter |
    | `status` | `text` = kernel status information |
    | `error` | `error` = what failed; for shell commands `ename` is `CommandExecError` and `evalue` the exit status |
    | `execution_complete` | successful end; `execution_time` = duration in ms |
    | `ping` | keep-alive (every few seconds), `text` = `pong`; ignore it |

    Every event may carry `timestamp`. Events are independent JSON objects; clients must
    ignore fields they do not know.

        Attributes:
            type_ (ServerStreamEventType): Kind of event.
            text (str | Unset): Text payload (`init`, `stdout`, `stderr`, `status`, `ping`).
            partial (bool | Unset): Extension of this implementation (`stdout`, `stderr`): `true` when `text` does not end
                a line, so a client must not add a line terminator after it; the next event of the same
                stream continues the line. execd sends the start of a line that has waited 50 ms for
                its end (a prompt, a `\\r` progress bar) and a line longer than 65,536 characters in
                pieces of that size, every piece but the last flagged. Absent means `false`. Clients
                that ignore the field (upstream's) show each piece as a line of its own.
            execution_count (int | Unset): Kernel cell counter (`execution_count`).
            execution_time (int | Unset): Duration of the execution in milliseconds (`execution_complete`).
            timestamp (int | Unset): When the event was produced, in milliseconds since the Unix epoch.
            results (ServerStreamEventResults | Unset): Result data by MIME type (`result` events), plain text under `text`,
                e.g.
                `{"text": "42", "text/html": "<b>42</b>"}`.
            error (ExecutionError | Unset): Failure reported by an `error` event.
    """

    type_: ServerStreamEventType
    text: str | Unset = UNSET
    partial: bool | Unset = UNSET
    execution_count: int | Unset = UNSET
    execution_time: int | Unset = UNSET
    timestamp: int | Unset = UNSET
    results: ServerStreamEventResults | Unset = UNSET
    error: ExecutionError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        text = self.text

        partial = self.partial

        execution_count = self.execution_count

        execution_time = self.execution_time

        timestamp = self.timestamp

        results: dict[str, Any] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = self.results.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if text is not UNSET:
            field_dict["text"] = text
        if partial is not UNSET:
            field_dict["partial"] = partial
        if execution_count is not UNSET:
            field_dict["execution_count"] = execution_count
        if execution_time is not UNSET:
            field_dict["execution_time"] = execution_time
        if timestamp is not UNSET:
            field_dict["timestamp"] = timestamp
        if results is not UNSET:
            field_dict["results"] = results
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.execution_error import ExecutionError  # noqa: PLC0415
        from ..models.server_stream_event_results import ServerStreamEventResults  # noqa: PLC0415

        d = dict(src_dict)
        type_ = ServerStreamEventType(d.pop("type"))

        text = d.pop("text", UNSET)

        partial = d.pop("partial", UNSET)

        execution_count = d.pop("execution_count", UNSET)

        execution_time = d.pop("execution_time", UNSET)

        timestamp = d.pop("timestamp", UNSET)

        _results = d.pop("results", UNSET)
        results: ServerStreamEventResults | Unset
        if isinstance(_results, Unset):
            results = UNSET
        else:
            results = ServerStreamEventResults.from_dict(_results)

        _error = d.pop("error", UNSET)
        error: ExecutionError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = ExecutionError.from_dict(_error)

        server_stream_event = cls(
            type_=type_,
            text=text,
            partial=partial,
            execution_count=execution_count,
            execution_time=execution_time,
            timestamp=timestamp,
            results=results,
            error=error,
        )

        server_stream_event.additional_properties = d
        return server_stream_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
