# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PtySession")


@_attrs_define
class PtySession:
    """A terminal session.

    Attributes:
        id (str): Id of the session.
        command (list[str]): Program and arguments being run.
        pid (int): Process id of the program.
        cols (int): Current width.
        rows (int): Current height.
        running (bool): Whether the program is still running.
        created_at (datetime.datetime): Start time.
        exit_code (int | None | Unset): Exit status once the program has ended (128 + signal number if killed by a
            signal); null or absent while running.
    """

    id: str
    command: list[str]
    pid: int
    cols: int
    rows: int
    running: bool
    created_at: datetime.datetime
    exit_code: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        command = self.command

        pid = self.pid

        cols = self.cols

        rows = self.rows

        running = self.running

        created_at = self.created_at.isoformat()

        exit_code: int | None | Unset
        if isinstance(self.exit_code, Unset):
            exit_code = UNSET
        else:
            exit_code = self.exit_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "command": command,
                "pid": pid,
                "cols": cols,
                "rows": rows,
                "running": running,
                "created_at": created_at,
            }
        )
        if exit_code is not UNSET:
            field_dict["exit_code"] = exit_code

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        command = cast(list[str], d.pop("command"))

        pid = d.pop("pid")

        cols = d.pop("cols")

        rows = d.pop("rows")

        running = d.pop("running")

        created_at = isoparse(d.pop("created_at"))

        def _parse_exit_code(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        exit_code = _parse_exit_code(d.pop("exit_code", UNSET))

        pty_session = cls(
            id=id,
            command=command,
            pid=pid,
            cols=cols,
            rows=rows,
            running=running,
            created_at=created_at,
            exit_code=exit_code,
        )

        pty_session.additional_properties = d
        return pty_session

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
