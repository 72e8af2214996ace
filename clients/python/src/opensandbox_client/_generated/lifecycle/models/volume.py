# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.host_volume_source import HostVolumeSource
    from ..models.ossfs_volume_source import OssfsVolumeSource
    from ..models.pvc_volume_source import PvcVolumeSource


T = TypeVar("T", bound="Volume")


@_attrs_define
class Volume:
    """A storage mount. Exactly one of `host`, `pvc` and `ossfs` selects the backend; the other
    fields say where and how it is mounted.

        Attributes:
            name (str): Name of the mount, unique within the sandbox; a DNS label.
            mount_path (str): Absolute path inside the sandbox where the volume appears.
            host (HostVolumeSource | Unset): Bind mount of a directory (or file) of the machine running the sandbox. Only
                paths under
                the server's configured allow-list are accepted.
            pvc (PvcVolumeSource | Unset): A named volume managed by the platform: a Docker named volume, or a Kubernetes
                PersistentVolumeClaim. It can be created on demand.
            ossfs (OssfsVolumeSource | Unset): Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the
                sandbox
                (Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.
            read_only (bool | Unset): Mount read-only. Default: False.
            sub_path (str | Unset): Sub-directory of the backend to mount instead of its root: relative, without `..`
                segments. For `ossfs` it is the bucket prefix.
    """

    name: str
    mount_path: str
    host: HostVolumeSource | Unset = UNSET
    pvc: PvcVolumeSource | Unset = UNSET
    ossfs: OssfsVolumeSource | Unset = UNSET
    read_only: bool | Unset = False
    sub_path: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        mount_path = self.mount_path

        host: dict[str, Any] | Unset = UNSET
        if not isinstance(self.host, Unset):
            host = self.host.to_dict()

        pvc: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pvc, Unset):
            pvc = self.pvc.to_dict()

        ossfs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ossfs, Unset):
            ossfs = self.ossfs.to_dict()

        read_only = self.read_only

        sub_path = self.sub_path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "mountPath": mount_path,
            }
        )
        if host is not UNSET:
            field_dict["host"] = host
        if pvc is not UNSET:
            field_dict["pvc"] = pvc
        if ossfs is not UNSET:
            field_dict["ossfs"] = ossfs
        if read_only is not UNSET:
            field_dict["readOnly"] = read_only
        if sub_path is not UNSET:
            field_dict["subPath"] = sub_path

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.host_volume_source import HostVolumeSource  # noqa: PLC0415
        from ..models.ossfs_volume_source import OssfsVolumeSource  # noqa: PLC0415
        from ..models.pvc_volume_source import PvcVolumeSource  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        mount_path = d.pop("mountPath")

        _host = d.pop("host", UNSET)
        host: HostVolumeSource | Unset
        if isinstance(_host, Unset):
            host = UNSET
        else:
            host = HostVolumeSource.from_dict(_host)

        _pvc = d.pop("pvc", UNSET)
        pvc: PvcVolumeSource | Unset
        if isinstance(_pvc, Unset):
            pvc = UNSET
        else:
            pvc = PvcVolumeSource.from_dict(_pvc)

        _ossfs = d.pop("ossfs", UNSET)
        ossfs: OssfsVolumeSource | Unset
        if isinstance(_ossfs, Unset):
            ossfs = UNSET
        else:
            ossfs = OssfsVolumeSource.from_dict(_ossfs)

        read_only = d.pop("readOnly", UNSET)

        sub_path = d.pop("subPath", UNSET)

        volume = cls(
            name=name,
            mount_path=mount_path,
            host=host,
            pvc=pvc,
            ossfs=ossfs,
            read_only=read_only,
            sub_path=sub_path,
        )

        return volume
