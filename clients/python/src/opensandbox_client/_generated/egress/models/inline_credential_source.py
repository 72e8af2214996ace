# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.inline_credential_source_type import InlineCredentialSourceType

T = TypeVar("T", bound="InlineCredentialSource")


@_attrs_define
class InlineCredentialSource:
    """
    Attributes:
        type_ (InlineCredentialSourceType):
        value (str):
    """

    type_: InlineCredentialSourceType
    value: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = InlineCredentialSourceType(d.pop("type"))

        value = d.pop("value")

        inline_credential_source = cls(
            type_=type_,
            value=value,
        )

        return inline_credential_source
