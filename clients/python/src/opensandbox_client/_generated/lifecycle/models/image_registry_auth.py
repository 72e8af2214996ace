# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ImageRegistryAuth")


@_attrs_define
class ImageRegistryAuth:
    """Credentials for pulling from a private registry. Never returned by the server.

    Attributes:
        username (str): Registry user name.
        password (str): Registry password or access token.
    """

    username: str
    password: str

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
                "password": password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        image_registry_auth = cls(
            username=username,
            password=password,
        )

        return image_registry_auth
