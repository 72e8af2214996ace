# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_sandbox_state import KnownSandboxState
from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxStatus")


@_attrs_define
class SandboxStatus:
    """Current state of a sandbox and why it is in it.

    Attributes:
        state (KnownSandboxState | str): Lifecycle state of a sandbox. Known values:
            - `Pending`: being provisioned.
            - `Running`: up and serving.
            - `Pausing`: pause in progress.
            - `Paused`: suspended, state kept.
            - `Resuming`: resume in progress.
            - `Stopping`: termination in progress.
            - `Terminated`: terminated.
            - `Failed`: unrecoverable error.

            Transitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →
            Running; Running or Paused → Stopping → Terminated; Pending, Running, Paused or
            Resuming → Failed.

            The set is open: other servers report further values (e.g. `Allocated`), so clients
            must accept any string.
        reason (str | Unset): Short machine-readable cause of the current state, e.g. `CONTAINER_RUNNING`,
            `CONTAINER_PAUSED`, `CONTAINER_EXITED`, `PROVISIONING_ERROR`.
        message (str | Unset): Human-readable detail on the state or the failure.
        last_transition_at (datetime.datetime | Unset): When the sandbox entered its current state.
    """

    state: KnownSandboxState | str
    reason: str | Unset = UNSET
    message: str | Unset = UNSET
    last_transition_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        state: str
        if isinstance(self.state, KnownSandboxState):
            state = self.state.value
        else:
            state = self.state

        reason = self.reason

        message = self.message

        last_transition_at: str | Unset = UNSET
        if not isinstance(self.last_transition_at, Unset):
            last_transition_at = self.last_transition_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        def _parse_state(data: object) -> KnownSandboxState | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_sandbox_state_type_0 = KnownSandboxState(data)

                return componentsschemas_sandbox_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnownSandboxState | str, data)

        state = _parse_state(d.pop("state"))

        reason = d.pop("reason", UNSET)

        message = d.pop("message", UNSET)

        _last_transition_at = d.pop("lastTransitionAt", UNSET)
        last_transition_at: datetime.datetime | Unset
        if isinstance(_last_transition_at, Unset):
            last_transition_at = UNSET
        else:
            last_transition_at = isoparse(_last_transition_at)

        sandbox_status = cls(
            state=state,
            reason=reason,
            message=message,
            last_transition_at=last_transition_at,
        )

        sandbox_status.additional_properties = d
        return sandbox_status

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
