# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.network_policy_default_action import NetworkPolicyDefaultAction
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.network_rule import NetworkRule


T = TypeVar("T", bound="NetworkPolicy")


@_attrs_define
class NetworkPolicy:
    """The same shape as `networkPolicy` of the lifecycle API's create request.

    Attributes:
        default_action (NetworkPolicyDefaultAction | Unset): Action when no rule matches. Defaults to `deny`.
        egress (list[NetworkRule] | Unset): Ordered rules; the first match wins.
    """

    default_action: NetworkPolicyDefaultAction | Unset = UNSET
    egress: list[NetworkRule] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default_action: str | Unset = UNSET
        if not isinstance(self.default_action, Unset):
            default_action = self.default_action.value

        egress: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.egress, Unset):
            egress = []
            for egress_item_data in self.egress:
                egress_item = egress_item_data.to_dict()
                egress.append(egress_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if default_action is not UNSET:
            field_dict["defaultAction"] = default_action
        if egress is not UNSET:
            field_dict["egress"] = egress

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.network_rule import NetworkRule  # noqa: PLC0415

        d = dict(src_dict)
        _default_action = d.pop("defaultAction", UNSET)
        default_action: NetworkPolicyDefaultAction | Unset
        if isinstance(_default_action, Unset):
            default_action = UNSET
        else:
            default_action = NetworkPolicyDefaultAction(_default_action)

        _egress = d.pop("egress", UNSET)
        egress: list[NetworkRule] | Unset = UNSET
        if _egress is not UNSET:
            egress = []
            for egress_item_data in _egress:
                egress_item = NetworkRule.from_dict(egress_item_data)

                egress.append(egress_item)

        network_policy = cls(
            default_action=default_action,
            egress=egress,
        )

        return network_policy
