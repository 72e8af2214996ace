# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.api_key_credential_auth import ApiKeyCredentialAuth
    from ..models.basic_credential_auth import BasicCredentialAuth
    from ..models.bearer_credential_auth import BearerCredentialAuth
    from ..models.credential_match import CredentialMatch
    from ..models.custom_headers_credential_auth import CustomHeadersCredentialAuth


T = TypeVar("T", bound="CredentialBinding")


@_attrs_define
class CredentialBinding:
    """
    Attributes:
        name (str):
        match (CredentialMatch):
        auth (ApiKeyCredentialAuth | BasicCredentialAuth | BearerCredentialAuth | CustomHeadersCredentialAuth):
    """

    name: str
    match: CredentialMatch
    auth: ApiKeyCredentialAuth | BasicCredentialAuth | BearerCredentialAuth | CustomHeadersCredentialAuth

    def to_dict(self) -> dict[str, Any]:
        from ..models.api_key_credential_auth import ApiKeyCredentialAuth  # noqa: PLC0415
        from ..models.basic_credential_auth import BasicCredentialAuth  # noqa: PLC0415
        from ..models.bearer_credential_auth import BearerCredentialAuth  # noqa: PLC0415

        name = self.name

        match = self.match.to_dict()

        auth: dict[str, Any]
        if isinstance(self.auth, BearerCredentialAuth):
            auth = self.auth.to_dict()
        elif isinstance(self.auth, BasicCredentialAuth):
            auth = self.auth.to_dict()
        elif isinstance(self.auth, ApiKeyCredentialAuth):
            auth = self.auth.to_dict()
        else:
            auth = self.auth.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "match": match,
                "auth": auth,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key_credential_auth import ApiKeyCredentialAuth  # noqa: PLC0415
        from ..models.basic_credential_auth import BasicCredentialAuth  # noqa: PLC0415
        from ..models.bearer_credential_auth import BearerCredentialAuth  # noqa: PLC0415
        from ..models.credential_match import CredentialMatch  # noqa: PLC0415
        from ..models.custom_headers_credential_auth import CustomHeadersCredentialAuth  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        match = CredentialMatch.from_dict(d.pop("match"))

        def _parse_auth(
            data: object,
        ) -> ApiKeyCredentialAuth | BasicCredentialAuth | BearerCredentialAuth | CustomHeadersCredentialAuth:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_credential_auth_type_0 = BearerCredentialAuth.from_dict(data)

                return componentsschemas_credential_auth_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_credential_auth_type_1 = BasicCredentialAuth.from_dict(data)

                return componentsschemas_credential_auth_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_credential_auth_type_2 = ApiKeyCredentialAuth.from_dict(data)

                return componentsschemas_credential_auth_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_credential_auth_type_3 = CustomHeadersCredentialAuth.from_dict(data)

            return componentsschemas_credential_auth_type_3

        auth = _parse_auth(d.pop("auth"))

        credential_binding = cls(
            name=name,
            match=match,
            auth=auth,
        )

        return credential_binding
