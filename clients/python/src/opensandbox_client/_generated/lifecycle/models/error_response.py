# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ErrorResponse")


@_attrs_define
class ErrorResponse:
    """Body of every error the server itself produces.

    Attributes:
        code (str): Stable machine-readable error code; branch on this, not on `message`. Clients must
            treat codes they do not know as opaque. Examples: `INVALID_REQUEST`,
            `MISSING_API_KEY`, `INVALID_API_KEY`, `INVALID_METADATA_FORMAT`,
            `SANDBOX_NOT_FOUND`, `SANDBOX_NOT_RUNNING`, `SANDBOX_NOT_PAUSED`, `TIMEOUT_TOO_LONG`,
            `SNAPSHOT_NOT_FOUND`, `SNAPSHOT_NOT_READY`, `PAYLOAD_TOO_LARGE`, `INTERNAL_ERROR`.
            Upstream servers also send namespaced codes such as `DOCKER::SANDBOX_NOT_FOUND`.
        message (str): Explanation for humans; wording may change.
    """

    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        error_response = cls(
            code=code,
            message=message,
        )

        return error_response
