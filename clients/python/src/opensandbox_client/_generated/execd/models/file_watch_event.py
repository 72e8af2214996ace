# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.file_watch_event_type import FileWatchEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FileWatchEvent")


@_attrs_define
class FileWatchEvent:
    """One event of `watchFiles` (extension). `create`: an entry appeared at `path` (created,
    or moved there); `write`: the file at `path` was written to or its metadata changed;
    `remove`: the entry at `path` is gone (deleted, or moved away). The kernel reports
    moves as a `remove` of the old path and a `create` of the new one.

        Attributes:
            type_ (FileWatchEventType): Kind of event.
            path (str | Unset): Absolute path of the entry that changed (`create`, `write`, `remove`); the watched directory
                (`ready`).
            timestamp (int | Unset): When the event was produced, in milliseconds since the Unix epoch.
    """

    type_: FileWatchEventType
    path: str | Unset = UNSET
    timestamp: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        path = self.path

        timestamp = self.timestamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if path is not UNSET:
            field_dict["path"] = path
        if timestamp is not UNSET:
            field_dict["timestamp"] = timestamp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = FileWatchEventType(d.pop("type"))

        path = d.pop("path", UNSET)

        timestamp = d.pop("timestamp", UNSET)

        file_watch_event = cls(
            type_=type_,
            path=path,
            timestamp=timestamp,
        )

        file_watch_event.additional_properties = d
        return file_watch_event

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
