# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pool_state_last_error import PoolStateLastError
    from ..models.resource_limits import ResourceLimits


T = TypeVar("T", bound="PoolState")


@_attrs_define
class PoolState:
    """One warm pool as the config declares it and as it is now.

    Attributes:
        name (str): The pool's name (`extensions.poolRef` selects it).
        image (str): Image every sandbox of the pool runs.
        entrypoint (list[str]):
        resource_limits (ResourceLimits): Resource caps by resource name, values in Kubernetes quantity notation.
            Recognised
            names: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or
            `all`), `disk` (what the sandbox may write to its own filesystem, volumes not
            included, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`
            or `disk` and refuses values above its maxima (`400`).
        size (int): Idle sandboxes the pool keeps; idle and starting together never exceed it.
        max_starting (int): At most this many of the pool's sandboxes are started at once.
        max_idle_seconds (int): An idle sandbox older than this is replaced (0 keeps them).
        idle (int): Sandboxes ready to serve a request now.
        starting (int): Sandboxes being started (pulling, starting, waiting for execd).
        served (int): Create requests this pool served since the server started.
        runtime_class (str | Unset): The runtime class the pool's sandboxes run under, when it names one.
        last_error (PoolStateLastError | Unset): The last failure of a refill (e.g. the image cannot be pulled), until a
            refill
            succeeds again. Refills are retried with a growing delay, at most once a minute.
    """

    name: str
    image: str
    entrypoint: list[str]
    resource_limits: ResourceLimits
    size: int
    max_starting: int
    max_idle_seconds: int
    idle: int
    starting: int
    served: int
    runtime_class: str | Unset = UNSET
    last_error: PoolStateLastError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        image = self.image

        entrypoint = self.entrypoint

        resource_limits = self.resource_limits.to_dict()

        size = self.size

        max_starting = self.max_starting

        max_idle_seconds = self.max_idle_seconds

        idle = self.idle

        starting = self.starting

        served = self.served

        runtime_class = self.runtime_class

        last_error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.last_error, Unset):
            last_error = self.last_error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "image": image,
                "entrypoint": entrypoint,
                "resourceLimits": resource_limits,
                "size": size,
                "maxStarting": max_starting,
                "maxIdleSeconds": max_idle_seconds,
                "idle": idle,
                "starting": starting,
                "served": served,
            }
        )
        if runtime_class is not UNSET:
            field_dict["runtimeClass"] = runtime_class
        if last_error is not UNSET:
            field_dict["lastError"] = last_error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pool_state_last_error import PoolStateLastError  # noqa: PLC0415
        from ..models.resource_limits import ResourceLimits  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        image = d.pop("image")

        entrypoint = cast(list[str], d.pop("entrypoint"))

        resource_limits = ResourceLimits.from_dict(d.pop("resourceLimits"))

        size = d.pop("size")

        max_starting = d.pop("maxStarting")

        max_idle_seconds = d.pop("maxIdleSeconds")

        idle = d.pop("idle")

        starting = d.pop("starting")

        served = d.pop("served")

        runtime_class = d.pop("runtimeClass", UNSET)

        _last_error = d.pop("lastError", UNSET)
        last_error: PoolStateLastError | Unset
        if isinstance(_last_error, Unset):
            last_error = UNSET
        else:
            last_error = PoolStateLastError.from_dict(_last_error)

        pool_state = cls(
            name=name,
            image=image,
            entrypoint=entrypoint,
            resource_limits=resource_limits,
            size=size,
            max_starting=max_starting,
            max_idle_seconds=max_idle_seconds,
            idle=idle,
            starting=starting,
            served=served,
            runtime_class=runtime_class,
            last_error=last_error,
        )

        pool_state.additional_properties = d
        return pool_state

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
