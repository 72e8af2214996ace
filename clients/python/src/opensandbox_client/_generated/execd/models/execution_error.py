# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExecutionError")


@_attrs_define
class ExecutionError:
    """Failure reported by an `error` event.

    Attributes:
        ename (str | Unset): Error class, e.g. `NameError`, or `CommandExecError` for a non-zero exit.
        evalue (str | Unset): Error message; for `CommandExecError` the exit status as a decimal string.
        traceback (list[str] | Unset): Traceback lines, if any.
        timed_out (bool | Unset): Extension (shell commands): `true` when the command was killed because it reached its
            `timeout` (its exit status is then that of the signal, typically 143); absent otherwise.
    """

    ename: str | Unset = UNSET
    evalue: str | Unset = UNSET
    traceback: list[str] | Unset = UNSET
    timed_out: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ename = self.ename

        evalue = self.evalue

        traceback: list[str] | Unset = UNSET
        if not isinstance(self.traceback, Unset):
            traceback = self.traceback

        timed_out = self.timed_out

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if ename is not UNSET:
            field_dict["ename"] = ename
        if evalue is not UNSET:
            field_dict["evalue"] = evalue
        if traceback is not UNSET:
            field_dict["traceback"] = traceback
        if timed_out is not UNSET:
            field_dict["timed_out"] = timed_out

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ename = d.pop("ename", UNSET)

        evalue = d.pop("evalue", UNSET)

        traceback = cast(list[str], d.pop("traceback", UNSET))

        timed_out = d.pop("timed_out", UNSET)

        execution_error = cls(
            ename=ename,
            evalue=evalue,
            traceback=traceback,
            timed_out=timed_out,
        )

        execution_error.additional_properties = d
        return execution_error

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
