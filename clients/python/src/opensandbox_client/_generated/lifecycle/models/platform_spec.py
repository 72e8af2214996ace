# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.platform_spec_arch import PlatformSpecArch
from ..models.platform_spec_os import PlatformSpecOs

T = TypeVar("T", bound="PlatformSpec")


@_attrs_define
class PlatformSpec:
    """Operating system and CPU architecture the sandbox must run on. When omitted, the runtime
    picks its default. When given and the runtime cannot honour it, creation fails.

        Attributes:
            os (PlatformSpecOs): Target operating system.
            arch (PlatformSpecArch): Target CPU architecture.
    """

    os: PlatformSpecOs
    arch: PlatformSpecArch

    def to_dict(self) -> dict[str, Any]:
        os = self.os.value

        arch = self.arch.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "os": os,
                "arch": arch,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        os = PlatformSpecOs(d.pop("os"))

        arch = PlatformSpecArch(d.pop("arch"))

        platform_spec = cls(
            os=os,
            arch=arch,
        )

        return platform_spec
