# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.image_spec import ImageSpec
    from ..models.platform_spec import PlatformSpec
    from ..models.sandbox_metadata import SandboxMetadata
    from ..models.sandbox_status import SandboxStatus


T = TypeVar("T", bound="Sandbox")


@_attrs_define
class Sandbox:
    """Full description of a sandbox.

    Attributes:
        id (str): Id of the sandbox.
        status (SandboxStatus): Current state of a sandbox and why it is in it.
        entrypoint (list[str]): Main process of the sandbox.
        created_at (datetime.datetime): Creation time.
        image (ImageSpec | Unset): Container image to start the sandbox from.
        snapshot_id (str | Unset): Snapshot the sandbox was started from (instead of `image`).
        platform (PlatformSpec | Unset): Operating system and CPU architecture the sandbox must run on. When omitted,
            the runtime
            picks its default. When given and the runtime cannot honour it, creation fails.
        metadata (SandboxMetadata | Unset): Current metadata.
        expires_at (datetime.datetime | Unset): When the sandbox will be deleted automatically; absent when it has no
            expiry.
    """

    id: str
    status: SandboxStatus
    entrypoint: list[str]
    created_at: datetime.datetime
    image: ImageSpec | Unset = UNSET
    snapshot_id: str | Unset = UNSET
    platform: PlatformSpec | Unset = UNSET
    metadata: SandboxMetadata | Unset = UNSET
    expires_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.to_dict()

        entrypoint = self.entrypoint

        created_at = self.created_at.isoformat()

        image: dict[str, Any] | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_dict()

        snapshot_id = self.snapshot_id

        platform: dict[str, Any] | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.to_dict()

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        expires_at: str | Unset = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "entrypoint": entrypoint,
                "createdAt": created_at,
            }
        )
        if image is not UNSET:
            field_dict["image"] = image
        if snapshot_id is not UNSET:
            field_dict["snapshotId"] = snapshot_id
        if platform is not UNSET:
            field_dict["platform"] = platform
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.image_spec import ImageSpec  # noqa: PLC0415
        from ..models.platform_spec import PlatformSpec  # noqa: PLC0415
        from ..models.sandbox_metadata import SandboxMetadata  # noqa: PLC0415
        from ..models.sandbox_status import SandboxStatus  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        status = SandboxStatus.from_dict(d.pop("status"))

        entrypoint = cast(list[str], d.pop("entrypoint"))

        created_at = isoparse(d.pop("createdAt"))

        _image = d.pop("image", UNSET)
        image: ImageSpec | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = ImageSpec.from_dict(_image)

        snapshot_id = d.pop("snapshotId", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: PlatformSpec | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = PlatformSpec.from_dict(_platform)

        _metadata = d.pop("metadata", UNSET)
        metadata: SandboxMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = SandboxMetadata.from_dict(_metadata)

        _expires_at = d.pop("expiresAt", UNSET)
        expires_at: datetime.datetime | Unset
        if isinstance(_expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = isoparse(_expires_at)

        sandbox = cls(
            id=id,
            status=status,
            entrypoint=entrypoint,
            created_at=created_at,
            image=image,
            snapshot_id=snapshot_id,
            platform=platform,
            metadata=metadata,
            expires_at=expires_at,
        )

        sandbox.additional_properties = d
        return sandbox

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
