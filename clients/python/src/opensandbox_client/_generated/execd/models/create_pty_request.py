# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_pty_request_env import CreatePtyRequestEnv


T = TypeVar("T", bound="CreatePtyRequest")


@_attrs_define
class CreatePtyRequest:
    """Settings of a new terminal. All fields are optional.

    Attributes:
        command (list[str] | Unset): Program and arguments to run; defaults to an interactive `bash` (`sh` if bash is
            missing).
        cwd (str | Unset): Working directory; defaults to the daemon's.
        env (CreatePtyRequestEnv | Unset): Extra environment variables.
        cols (int | Unset): Width in character cells. Default: 80.
        rows (int | Unset): Height in character cells. Default: 24.
    """

    command: list[str] | Unset = UNSET
    cwd: str | Unset = UNSET
    env: CreatePtyRequestEnv | Unset = UNSET
    cols: int | Unset = 80
    rows: int | Unset = 24

    def to_dict(self) -> dict[str, Any]:
        command: list[str] | Unset = UNSET
        if not isinstance(self.command, Unset):
            command = self.command

        cwd = self.cwd

        env: dict[str, Any] | Unset = UNSET
        if not isinstance(self.env, Unset):
            env = self.env.to_dict()

        cols = self.cols

        rows = self.rows

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if command is not UNSET:
            field_dict["command"] = command
        if cwd is not UNSET:
            field_dict["cwd"] = cwd
        if env is not UNSET:
            field_dict["env"] = env
        if cols is not UNSET:
            field_dict["cols"] = cols
        if rows is not UNSET:
            field_dict["rows"] = rows

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_pty_request_env import CreatePtyRequestEnv  # noqa: PLC0415

        d = dict(src_dict)
        command = cast(list[str], d.pop("command", UNSET))

        cwd = d.pop("cwd", UNSET)

        _env = d.pop("env", UNSET)
        env: CreatePtyRequestEnv | Unset
        if isinstance(_env, Unset):
            env = UNSET
        else:
            env = CreatePtyRequestEnv.from_dict(_env)

        cols = d.pop("cols", UNSET)

        rows = d.pop("rows", UNSET)

        create_pty_request = cls(
            command=command,
            cwd=cwd,
            env=env,
            cols=cols,
            rows=rows,
        )

        return create_pty_request
