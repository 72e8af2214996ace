# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.snapshot_status import SnapshotStatus


T = TypeVar("T", bound="Snapshot")


@_attrs_define
class Snapshot:
    """A captured sandbox filesystem that new sandboxes can be started from.

    Attributes:
        id (str): Id of the snapshot; use it as `snapshotId` when creating a sandbox.
        sandbox_id (str): Sandbox the snapshot was taken from (which may no longer exist).
        status (SnapshotStatus): Current state of a snapshot and why it is in it.
        created_at (datetime.datetime): When the capture was requested.
        name (str | Unset): Human-readable name, if one was given.
    """

    id: str
    sandbox_id: str
    status: SnapshotStatus
    created_at: datetime.datetime
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        sandbox_id = self.sandbox_id

        status = self.status.to_dict()

        created_at = self.created_at.isoformat()

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "sandboxId": sandbox_id,
                "status": status,
                "createdAt": created_at,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snapshot_status import SnapshotStatus  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        sandbox_id = d.pop("sandboxId")

        status = SnapshotStatus.from_dict(d.pop("status"))

        created_at = isoparse(d.pop("createdAt"))

        name = d.pop("name", UNSET)

        snapshot = cls(
            id=id,
            sandbox_id=sandbox_id,
            status=status,
            created_at=created_at,
            name=name,
        )

        return snapshot
