# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.credential_binding_metadata import CredentialBindingMetadata


T = TypeVar("T", bound="CredentialBindingListResponse")


@_attrs_define
class CredentialBindingListResponse:
    """
    Attributes:
        revision (int):
        bindings (list[CredentialBindingMetadata]):
    """

    revision: int
    bindings: list[CredentialBindingMetadata]

    def to_dict(self) -> dict[str, Any]:
        revision = self.revision

        bindings = []
        for bindings_item_data in self.bindings:
            bindings_item = bindings_item_data.to_dict()
            bindings.append(bindings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "revision": revision,
                "bindings": bindings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credential_binding_metadata import CredentialBindingMetadata  # noqa: PLC0415

        d = dict(src_dict)
        revision = d.pop("revision")

        bindings = []
        _bindings = d.pop("bindings")
        for bindings_item_data in _bindings:
            bindings_item = CredentialBindingMetadata.from_dict(bindings_item_data)

            bindings.append(bindings_item)

        credential_binding_list_response = cls(
            revision=revision,
            bindings=bindings,
        )

        return credential_binding_list_response
