# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.policy_status_response_mode import PolicyStatusResponseMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.network_policy import NetworkPolicy


T = TypeVar("T", bound="PolicyStatusResponse")


@_attrs_define
class PolicyStatusResponse:
    """
    Attributes:
        status (str): `ok` when the policy is in force.
        mode (PolicyStatusResponseMode): `deny_all`: default deny and no allow rule; `allow_all`: default allow and no
            deny
            rule; `enforcing`: anything else.
        enforcement_mode (str): How the policy holds: `dns+nft` (DNS answers of allowed names open their addresses in
            an nftables set outside the sandbox; everything else is dropped).
        policy (NetworkPolicy): The same shape as `networkPolicy` of the lifecycle API's create request.
        reason (str | Unset): Extra context, when there is any.
    """

    status: str
    mode: PolicyStatusResponseMode
    enforcement_mode: str
    policy: NetworkPolicy
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        mode = self.mode.value

        enforcement_mode = self.enforcement_mode

        policy = self.policy.to_dict()

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "mode": mode,
                "enforcementMode": enforcement_mode,
                "policy": policy,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.network_policy import NetworkPolicy  # noqa: PLC0415

        d = dict(src_dict)
        status = d.pop("status")

        mode = PolicyStatusResponseMode(d.pop("mode"))

        enforcement_mode = d.pop("enforcementMode")

        policy = NetworkPolicy.from_dict(d.pop("policy"))

        reason = d.pop("reason", UNSET)

        policy_status_response = cls(
            status=status,
            mode=mode,
            enforcement_mode=enforcement_mode,
            policy=policy,
            reason=reason,
        )

        return policy_status_response
