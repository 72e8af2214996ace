# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CredentialMetadata")


@_attrs_define
class CredentialMetadata:
    """
    Attributes:
        name (str):
        source_type (str):
        revision (int):
    """

    name: str
    source_type: str
    revision: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        source_type = self.source_type

        revision = self.revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "sourceType": source_type,
                "revision": revision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        source_type = d.pop("sourceType")

        revision = d.pop("revision")

        credential_metadata = cls(
            name=name,
            source_type=source_type,
            revision=revision,
        )

        return credential_metadata
