# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.credential_metadata import CredentialMetadata


T = TypeVar("T", bound="CredentialListResponse")


@_attrs_define
class CredentialListResponse:
    """
    Attributes:
        revision (int):
        credentials (list[CredentialMetadata]):
    """

    revision: int
    credentials: list[CredentialMetadata]

    def to_dict(self) -> dict[str, Any]:
        revision = self.revision

        credentials = []
        for credentials_item_data in self.credentials:
            credentials_item = credentials_item_data.to_dict()
            credentials.append(credentials_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "revision": revision,
                "credentials": credentials,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credential_metadata import CredentialMetadata  # noqa: PLC0415

        d = dict(src_dict)
        revision = d.pop("revision")

        credentials = []
        _credentials = d.pop("credentials")
        for credentials_item_data in _credentials:
            credentials_item = CredentialMetadata.from_dict(credentials_item_data)

            credentials.append(credentials_item)

        credential_list_response = cls(
            revision=revision,
            credentials=credentials,
        )

        return credential_list_response
