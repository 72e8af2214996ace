# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PvcVolumeSource")


@_attrs_define
class PvcVolumeSource:
    """A named volume managed by the platform: a Docker named volume, or a Kubernetes
    PersistentVolumeClaim. It can be created on demand.

        Attributes:
            claim_name (str): Volume (or claim) name; a DNS label.
            create_if_not_exists (bool | Unset): Create the volume when it does not exist yet; when false a missing volume
                is an error. Default: True.
            delete_on_sandbox_termination (bool | Unset): Remove the volume when the sandbox is deleted, provided the server
                created it for
                this sandbox. Pre-existing volumes are never removed.
                 Default: False.
            storage_class (None | str | Unset): Kubernetes storage class for a created claim; null means the cluster
                default. Ignored by Docker.
            storage (None | str | Unset): Requested capacity of a created claim, e.g. `10Gi`. Ignored by Docker.
            access_modes (list[str] | None | Unset): Access modes of a created claim; defaults to `[ReadWriteOnce]`. Ignored
                by Docker.
    """

    claim_name: str
    create_if_not_exists: bool | Unset = True
    delete_on_sandbox_termination: bool | Unset = False
    storage_class: None | str | Unset = UNSET
    storage: None | str | Unset = UNSET
    access_modes: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claim_name = self.claim_name

        create_if_not_exists = self.create_if_not_exists

        delete_on_sandbox_termination = self.delete_on_sandbox_termination

        storage_class: None | str | Unset
        if isinstance(self.storage_class, Unset):
            storage_class = UNSET
        else:
            storage_class = self.storage_class

        storage: None | str | Unset
        if isinstance(self.storage, Unset):
            storage = UNSET
        else:
            storage = self.storage

        access_modes: list[str] | None | Unset
        if isinstance(self.access_modes, Unset):
            access_modes = UNSET
        elif isinstance(self.access_modes, list):
            access_modes = self.access_modes

        else:
            access_modes = self.access_modes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claimName": claim_name,
            }
        )
        if create_if_not_exists is not UNSET:
            field_dict["createIfNotExists"] = create_if_not_exists
        if delete_on_sandbox_termination is not UNSET:
            field_dict["deleteOnSandboxTermination"] = delete_on_sandbox_termination
        if storage_class is not UNSET:
            field_dict["storageClass"] = storage_class
        if storage is not UNSET:
            field_dict["storage"] = storage
        if access_modes is not UNSET:
            field_dict["accessModes"] = access_modes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        claim_name = d.pop("claimName")

        create_if_not_exists = d.pop("createIfNotExists", UNSET)

        delete_on_sandbox_termination = d.pop("deleteOnSandboxTermination", UNSET)

        def _parse_storage_class(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        storage_class = _parse_storage_class(d.pop("storageClass", UNSET))

        def _parse_storage(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        storage = _parse_storage(d.pop("storage", UNSET))

        def _parse_access_modes(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                access_modes_type_0 = cast(list[str], data)

                return access_modes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        access_modes = _parse_access_modes(d.pop("accessModes", UNSET))

        pvc_volume_source = cls(
            claim_name=claim_name,
            create_if_not_exists=create_if_not_exists,
            delete_on_sandbox_termination=delete_on_sandbox_termination,
            storage_class=storage_class,
            storage=storage,
            access_modes=access_modes,
        )

        return pvc_volume_source
