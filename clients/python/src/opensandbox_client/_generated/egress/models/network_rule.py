# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.network_rule_action import NetworkRuleAction

T = TypeVar("T", bound="NetworkRule")


@_attrs_define
class NetworkRule:
    """
    Attributes:
        action (NetworkRuleAction):
        target (str): Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range.
    """

    action: NetworkRuleAction
    target: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = NetworkRuleAction(d.pop("action"))

        target = d.pop("target")

        network_rule = cls(
            action=action,
            target=target,
        )

        return network_rule
