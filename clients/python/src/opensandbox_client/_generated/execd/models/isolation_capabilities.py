# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="IsolationCapabilities")


@_attrs_define
class IsolationCapabilities:
    """What the isolator of the sandbox can do.

    Attributes:
        available (bool): Whether isolated sessions can be created.
        setpriv_available (bool): Whether sessions can switch user with setpriv.
        userns_available (bool): Whether sessions can use a user namespace.
        commit_supported (bool): Whether session changes can be committed.
        diff_supported (bool): Whether session changes can be listed.
        isolator (str | Unset): Isolator name (upstream uses `bubblewrap`); absent when there is none.
        version (str | Unset): Isolator version; absent when there is none.
        message (str | Unset): Why isolation is unavailable.
    """

    available: bool
    setpriv_available: bool
    userns_available: bool
    commit_supported: bool
    diff_supported: bool
    isolator: str | Unset = UNSET
    version: str | Unset = UNSET
    message: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        available = self.available

        setpriv_available = self.setpriv_available

        userns_available = self.userns_available

        commit_supported = self.commit_supported

        diff_supported = self.diff_supported

        isolator = self.isolator

        version = self.version

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "available": available,
                "setpriv_available": setpriv_available,
                "userns_available": userns_available,
                "commit_supported": commit_supported,
                "diff_supported": diff_supported,
            }
        )
        if isolator is not UNSET:
            field_dict["isolator"] = isolator
        if version is not UNSET:
            field_dict["version"] = version
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        available = d.pop("available")

        setpriv_available = d.pop("setpriv_available")

        userns_available = d.pop("userns_available")

        commit_supported = d.pop("commit_supported")

        diff_supported = d.pop("diff_supported")

        isolator = d.pop("isolator", UNSET)

        version = d.pop("version", UNSET)

        message = d.pop("message", UNSET)

        isolation_capabilities = cls(
            available=available,
            setpriv_available=setpriv_available,
            userns_available=userns_available,
            commit_supported=commit_supported,
            diff_supported=diff_supported,
            isolator=isolator,
            version=version,
            message=message,
        )

        isolation_capabilities.additional_properties = d
        return isolation_capabilities

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
