# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claim_request_env import ClaimRequestEnv


T = TypeVar("T", bound="ClaimRequest")


@_attrs_define
class ClaimRequest:
    """What a pooled sandbox becomes when it is handed over (see `claimSandbox`).

    Attributes:
        token (str): The access token execd requires from now on.
        env (ClaimRequestEnv | Unset): Variables added to the environment of everything started afterwards.
        unset (list[str] | Unset): Variables removed from that environment first (the pool's own).
    """

    token: str
    env: ClaimRequestEnv | Unset = UNSET
    unset: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        env: dict[str, Any] | Unset = UNSET
        if not isinstance(self.env, Unset):
            env = self.env.to_dict()

        unset: list[str] | Unset = UNSET
        if not isinstance(self.unset, Unset):
            unset = self.unset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
            }
        )
        if env is not UNSET:
            field_dict["env"] = env
        if unset is not UNSET:
            field_dict["unset"] = unset

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claim_request_env import ClaimRequestEnv  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        _env = d.pop("env", UNSET)
        env: ClaimRequestEnv | Unset
        if isinstance(_env, Unset):
            env = UNSET
        else:
            env = ClaimRequestEnv.from_dict(_env)

        unset = cast(list[str], d.pop("unset", UNSET))

        claim_request = cls(
            token=token,
            env=env,
            unset=unset,
        )

        return claim_request
