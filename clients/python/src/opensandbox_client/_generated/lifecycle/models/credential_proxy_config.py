# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CredentialProxyConfig")


@_attrs_define
class CredentialProxyConfig:
    """Opt-in to the credential-injecting egress proxy (transparent TLS interception with a
    per-sandbox CA that is installed into the sandbox). Requires `networkPolicy`.

        Attributes:
            enabled (bool | Unset): Turn the credential proxy on. Default: False.
    """

    enabled: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if enabled is not UNSET:
            field_dict["enabled"] = enabled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled", UNSET)

        credential_proxy_config = cls(
            enabled=enabled,
        )

        return credential_proxy_config
