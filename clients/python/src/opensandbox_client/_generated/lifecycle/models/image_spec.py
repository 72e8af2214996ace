# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.image_registry_auth import ImageRegistryAuth


T = TypeVar("T", bound="ImageSpec")


@_attrs_define
class ImageSpec:
    """Container image to start the sandbox from.

    Attributes:
        uri (str): Image reference as understood by the container runtime.
        auth (ImageRegistryAuth | Unset): Credentials for pulling from a private registry. Never returned by the server.
    """

    uri: str
    auth: ImageRegistryAuth | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        auth: dict[str, Any] | Unset = UNSET
        if not isinstance(self.auth, Unset):
            auth = self.auth.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "uri": uri,
            }
        )
        if auth is not UNSET:
            field_dict["auth"] = auth

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.image_registry_auth import ImageRegistryAuth  # noqa: PLC0415

        d = dict(src_dict)
        uri = d.pop("uri")

        _auth = d.pop("auth", UNSET)
        auth: ImageRegistryAuth | Unset
        if isinstance(_auth, Unset):
            auth = UNSET
        else:
            auth = ImageRegistryAuth.from_dict(_auth)

        image_spec = cls(
            uri=uri,
            auth=auth,
        )

        return image_spec
