# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PoolStateLastError")


@_attrs_define
class PoolStateLastError:
    """The last failure of a refill (e.g. the image cannot be pulled), until a refill
    succeeds again. Refills are retried with a growing delay, at most once a minute.

        Attributes:
            reason (str): A sandbox status reason (docs/ERRORS.md), e.g. `IMAGE_PULL_FAILED`.
            message (str):
            at (datetime.datetime):
    """

    reason: str
    message: str
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        message = self.message

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "message": message,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        message = d.pop("message")

        at = isoparse(d.pop("at"))

        pool_state_last_error = cls(
            reason=reason,
            message=message,
            at=at,
        )

        pool_state_last_error.additional_properties = d
        return pool_state_last_error

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
