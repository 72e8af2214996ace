# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ResourceLimits")


@_attrs_define
class ResourceLimits:
    """Resource caps by resource name, values in Kubernetes quantity notation. Recognised
    names: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or
    `all`), `disk` (what the sandbox may write to its own filesystem, volumes not
    included, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`
    or `disk` and refuses values above its maxima (`400`).

    """

    additional_properties: dict[str, str] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        resource_limits = cls()

        resource_limits.additional_properties = d
        return resource_limits

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
