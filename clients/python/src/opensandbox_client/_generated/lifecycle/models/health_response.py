# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="HealthResponse")


@_attrs_define
class HealthResponse:
    """Liveness report, with the guarantees this server gives its clients.

    Attributes:
        status (Literal['healthy']): Always `healthy` when the server answers.
        running_means_ready (bool | Unset): `true`: a sandbox is reported `Running` only once its execd answers (until
            then it
            stays `Pending` with reason `EXECD_STARTING`), so the first request to execd after
            `Running` needs no retry; clients may skip waiting for execd's `/ping`. Absent or
            `false` (upstream servers): `Running` may come before execd listens, and clients
            wait for `/ping` themselves. A `Running` sandbox whose reason is `EXECD_RESTARTING`
            is the exception either way: its execd is being restarted.
    """

    status: Literal["healthy"]
    running_means_ready: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        running_means_ready = self.running_means_ready

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if running_means_ready is not UNSET:
            field_dict["runningMeansReady"] = running_means_ready

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = cast(Literal["healthy"], d.pop("status"))
        if status != "healthy":
            raise ValueError(f"status must match const 'healthy', got '{status}'")

        running_means_ready = d.pop("runningMeansReady", UNSET)

        health_response = cls(
            status=status,
            running_means_ready=running_means_ready,
        )

        health_response.additional_properties = d
        return health_response

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
