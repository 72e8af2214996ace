# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.known_snapshot_state import KnownSnapshotState
from ..types import UNSET, Unset

T = TypeVar("T", bound="SnapshotStatus")


@_attrs_define
class SnapshotStatus:
    """Current state of a snapshot and why it is in it.

    Attributes:
        state (KnownSnapshotState | str): Lifecycle state of a snapshot. Known values:
            - `Creating`: capture in progress.
            - `Ready`: usable as a sandbox source.
            - `Failed`: capture failed.
            - `Deleting`: removal in progress.

            Transitions: Creating → Ready or Failed; Ready → Deleting → (gone). The set is open;
            clients must accept any string.
        reason (str | Unset): Short machine-readable cause, e.g. `snapshot_accepted`, `snapshot_runtime_ready`,
            `snapshot_runtime_failed`, `snapshot_delete_requested`.
        message (str | Unset): Human-readable detail, e.g. `Snapshot creation accepted.`
        last_transition_at (datetime.datetime | Unset): When the snapshot entered its current state.
    """

    state: KnownSnapshotState | str
    reason: str | Unset = UNSET
    message: str | Unset = UNSET
    last_transition_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state: str
        if isinstance(self.state, KnownSnapshotState):
            state = self.state.value
        else:
            state = self.state

        reason = self.reason

        message = self.message

        last_transition_at: str | Unset = UNSET
        if not isinstance(self.last_transition_at, Unset):
            last_transition_at = self.last_transition_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if message is not UNSET:
            field_dict["message"] = message
        if last_transition_at is not UNSET:
            field_dict["lastTransitionAt"] = last_transition_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_state(data: object) -> KnownSnapshotState | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_snapshot_state_type_0 = KnownSnapshotState(data)

                return componentsschemas_snapshot_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnownSnapshotState | str, data)

        state = _parse_state(d.pop("state"))

        reason = d.pop("reason", UNSET)

        message = d.pop("message", UNSET)

        _last_transition_at = d.pop("lastTransitionAt", UNSET)
        last_transition_at: datetime.datetime | Unset
        if isinstance(_last_transition_at, Unset):
            last_transition_at = UNSET
        else:
            last_transition_at = isoparse(_last_transition_at)

        snapshot_status = cls(
            state=state,
            reason=reason,
            message=message,
            last_transition_at=last_transition_at,
        )

        return snapshot_status
