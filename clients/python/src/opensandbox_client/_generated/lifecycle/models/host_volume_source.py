# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HostVolumeSource")


@_attrs_define
class HostVolumeSource:
    """Bind mount of a directory (or file) of the machine running the sandbox. Only paths under
    the server's configured allow-list are accepted.

        Attributes:
            path (str): Absolute host path (`/...`, or a drive such as `C:\\` on Windows hosts).
    """

    path: str

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "path": path,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = d.pop("path")

        host_volume_source = cls(
            path=path,
        )

        return host_volume_source
