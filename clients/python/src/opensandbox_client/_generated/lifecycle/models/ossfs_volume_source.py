# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ossfs_volume_source_version import OssfsVolumeSourceVersion
from ..types import UNSET, Unset

T = TypeVar("T", bound="OssfsVolumeSource")


@_attrs_define
class OssfsVolumeSource:
    """Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the sandbox
    (Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.

        Attributes:
            bucket (str): Bucket name.
            endpoint (str): OSS endpoint host, e.g. `oss-cn-hangzhou.aliyuncs.com`.
            access_key_id (str): Access key id.
            access_key_secret (str): Access key secret.
            version (OssfsVolumeSourceVersion | Unset): Major version of ossfs to mount with. Default:
                OssfsVolumeSourceVersion.VALUE_1.
            options (list[str] | Unset): Extra ossfs mount options, each without leading dashes.
    """

    bucket: str
    endpoint: str
    access_key_id: str
    access_key_secret: str
    version: OssfsVolumeSourceVersion | Unset = OssfsVolumeSourceVersion.VALUE_1
    options: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bucket = self.bucket

        endpoint = self.endpoint

        access_key_id = self.access_key_id

        access_key_secret = self.access_key_secret

        version: str | Unset = UNSET
        if not isinstance(self.version, Unset):
            version = self.version.value

        options: list[str] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bucket": bucket,
                "endpoint": endpoint,
                "accessKeyId": access_key_id,
                "accessKeySecret": access_key_secret,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bucket = d.pop("bucket")

        endpoint = d.pop("endpoint")

        access_key_id = d.pop("accessKeyId")

        access_key_secret = d.pop("accessKeySecret")

        _version = d.pop("version", UNSET)
        version: OssfsVolumeSourceVersion | Unset
        if isinstance(_version, Unset):
            version = UNSET
        else:
            version = OssfsVolumeSourceVersion(_version)

        options = cast(list[str], d.pop("options", UNSET))

        ossfs_volume_source = cls(
            bucket=bucket,
            endpoint=endpoint,
            access_key_id=access_key_id,
            access_key_secret=access_key_secret,
            version=version,
            options=options,
        )

        return ossfs_volume_source
