# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MetricsEvent")


@_attrs_define
class MetricsEvent:
    """A lifecycle measurement sent by a client SDK. Unknown fields are allowed.

    Attributes:
        event_type (str): What is measured, e.g. `sandbox.create`.
        create_duration_ms (float):
        success (bool):
        sandbox_id (str | Unset):
        image (str | Unset):
    """

    event_type: str
    create_duration_ms: float
    success: bool
    sandbox_id: str | Unset = UNSET
    image: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event_type = self.event_type

        create_duration_ms = self.create_duration_ms

        success = self.success

        sandbox_id = self.sandbox_id

        image = self.image

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "eventType": event_type,
                "createDurationMs": create_duration_ms,
                "success": success,
            }
        )
        if sandbox_id is not UNSET:
            field_dict["sandboxId"] = sandbox_id
        if image is not UNSET:
            field_dict["image"] = image

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_type = d.pop("eventType")

        create_duration_ms = d.pop("createDurationMs")

        success = d.pop("success")

        sandbox_id = d.pop("sandboxId", UNSET)

        image = d.pop("image", UNSET)

        metrics_event = cls(
            event_type=event_type,
            create_duration_ms=create_duration_ms,
            success=success,
            sandbox_id=sandbox_id,
            image=image,
        )

        metrics_event.additional_properties = d
        return metrics_event

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
