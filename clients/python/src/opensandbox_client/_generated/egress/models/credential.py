# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.inline_credential_source import InlineCredentialSource


T = TypeVar("T", bound="Credential")


@_attrs_define
class Credential:
    """
    Attributes:
        name (str):
        source (InlineCredentialSource):
    """

    name: str
    source: InlineCredentialSource

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        source = self.source.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.inline_credential_source import InlineCredentialSource  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        source = InlineCredentialSource.from_dict(d.pop("source"))

        credential = cls(
            name=name,
            source=source,
        )

        return credential
