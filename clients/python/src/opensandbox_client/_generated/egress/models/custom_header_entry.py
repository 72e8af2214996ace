# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CustomHeaderEntry")


@_attrs_define
class CustomHeaderEntry:
    """
    Attributes:
        name (str):
        credential (str):
    """

    name: str
    credential: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        credential = self.credential

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "credential": credential,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        credential = d.pop("credential")

        custom_header_entry = cls(
            name=name,
            credential=credential,
        )

        return custom_header_entry
