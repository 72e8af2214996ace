# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RenewSandboxExpirationResponse")


@_attrs_define
class RenewSandboxExpirationResponse:
    """Expiry now in force.

    Attributes:
        expires_at (datetime.datetime): Absolute expiry (RFC 3339).
    """

    expires_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = isoparse(d.pop("expiresAt"))

        renew_sandbox_expiration_response = cls(
            expires_at=expires_at,
        )

        return renew_sandbox_expiration_response
