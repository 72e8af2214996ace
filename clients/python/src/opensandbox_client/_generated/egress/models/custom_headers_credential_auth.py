# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.custom_headers_credential_auth_type import CustomHeadersCredentialAuthType

if TYPE_CHECKING:
    from ..models.custom_header_entry import CustomHeaderEntry


T = TypeVar("T", bound="CustomHeadersCredentialAuth")


@_attrs_define
class CustomHeadersCredentialAuth:
    """
    Attributes:
        type_ (CustomHeadersCredentialAuthType):
        headers (list[CustomHeaderEntry]):
    """

    type_: CustomHeadersCredentialAuthType
    headers: list[CustomHeaderEntry]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        headers = []
        for headers_item_data in self.headers:
            headers_item = headers_item_data.to_dict()
            headers.append(headers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "headers": headers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.custom_header_entry import CustomHeaderEntry  # noqa: PLC0415

        d = dict(src_dict)
        type_ = CustomHeadersCredentialAuthType(d.pop("type"))

        headers = []
        _headers = d.pop("headers")
        for headers_item_data in _headers:
            headers_item = CustomHeaderEntry.from_dict(headers_item_data)

            headers.append(headers_item)

        custom_headers_credential_auth = cls(
            type_=type_,
            headers=headers,
        )

        return custom_headers_credential_auth
