# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bearer_credential_auth_type import BearerCredentialAuthType

T = TypeVar("T", bound="BearerCredentialAuth")


@_attrs_define
class BearerCredentialAuth:
    """
    Attributes:
        type_ (BearerCredentialAuthType):
        credential (str):
    """

    type_: BearerCredentialAuthType
    credential: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        credential = self.credential

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "credential": credential,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BearerCredentialAuthType(d.pop("type"))

        credential = d.pop("credential")

        bearer_credential_auth = cls(
            type_=type_,
            credential=credential,
        )

        return bearer_credential_auth
