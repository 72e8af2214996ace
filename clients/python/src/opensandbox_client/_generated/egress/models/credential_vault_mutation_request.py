# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.credential_binding_mutation_set import CredentialBindingMutationSet
    from ..models.credential_mutation_set import CredentialMutationSet


T = TypeVar("T", bound="CredentialVaultMutationRequest")


@_attrs_define
class CredentialVaultMutationRequest:
    """
    Attributes:
        expected_revision (int | Unset): The vault's current revision; another revision leaves the vault unchanged
            (409).
        credentials (CredentialMutationSet | Unset):
        bindings (CredentialBindingMutationSet | Unset):
    """

    expected_revision: int | Unset = UNSET
    credentials: CredentialMutationSet | Unset = UNSET
    bindings: CredentialBindingMutationSet | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expected_revision = self.expected_revision

        credentials: dict[str, Any] | Unset = UNSET
        if not isinstance(self.credentials, Unset):
            credentials = self.credentials.to_dict()

        bindings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bindings, Unset):
            bindings = self.bindings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if expected_revision is not UNSET:
            field_dict["expectedRevision"] = expected_revision
        if credentials is not UNSET:
            field_dict["credentials"] = credentials
        if bindings is not UNSET:
            field_dict["bindings"] = bindings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credential_binding_mutation_set import CredentialBindingMutationSet  # noqa: PLC0415
        from ..models.credential_mutation_set import CredentialMutationSet  # noqa: PLC0415

        d = dict(src_dict)
        expected_revision = d.pop("expectedRevision", UNSET)

        _credentials = d.pop("credentials", UNSET)
        credentials: CredentialMutationSet | Unset
        if isinstance(_credentials, Unset):
            credentials = UNSET
        else:
            credentials = CredentialMutationSet.from_dict(_credentials)

        _bindings = d.pop("bindings", UNSET)
        bindings: CredentialBindingMutationSet | Unset
        if isinstance(_bindings, Unset):
            bindings = UNSET
        else:
            bindings = CredentialBindingMutationSet.from_dict(_bindings)

        credential_vault_mutation_request = cls(
            expected_revision=expected_revision,
            credentials=credentials,
            bindings=bindings,
        )

        return credential_vault_mutation_request
