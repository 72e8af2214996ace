# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_command_request_envs import RunCommandRequestEnvs


T = TypeVar("T", bound="RunCommandRequest")


@_attrs_define
class RunCommandRequest:
    """Command to run; exactly one of `command` (shell text) and `argv` (no shell).

    Attributes:
        command (str | Unset): Shell command line, run with `bash -c`.
        argv (list[str] | Unset): Executable and literal arguments, run without a shell (nothing is expanded). A bare
            `argv[0]` is looked up in the command's `PATH`, a relative one against `cwd`; it must
            not be empty and no argument may contain NUL. An executable that cannot be started
            ends the command with exit code 127. Upstream OpenSandbox's newer clients send it.
        cwd (str | Unset): Working directory (`~` and environment variables are expanded); must exist.
        background (bool | Unset): Detach the command and return as soon as it has started. Default: False.
        timeout (int | Unset): Kill the command after this many milliseconds; 0 or omitted means no limit.
        uid (int | Unset): Run as this user id.
        gid (int | Unset): Run with this group id; requires `uid`.
        envs (RunCommandRequestEnvs | Unset): Extra environment variables for the command.
        stdin (bool | Unset): Give the command a stdin pipe fed by `writeCommandStdin` and closed by
            `closeCommandStdin` (extension). When false, stdin is `/dev/null`.
             Default: False.
    """

    command: str | Unset = UNSET
    argv: list[str] | Unset = UNSET
    cwd: str | Unset = UNSET
    background: bool | Unset = False
    timeout: int | Unset = UNSET
    uid: int | Unset = UNSET
    gid: int | Unset = UNSET
    envs: RunCommandRequestEnvs | Unset = UNSET
    stdin: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command = self.command

        argv: list[str] | Unset = UNSET
        if not isinstance(self.argv, Unset):
            argv = self.argv

        cwd = self.cwd

        background = self.background

        timeout = self.timeout

        uid = self.uid

        gid = self.gid

        envs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.envs, Unset):
            envs = self.envs.to_dict()

        stdin = self.stdin

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if command is not UNSET:
            field_dict["command"] = command
        if argv is not UNSET:
            field_dict["argv"] = argv
        if cwd is not UNSET:
            field_dict["cwd"] = cwd
        if background is not UNSET:
            field_dict["background"] = background
        if timeout is not UNSET:
            field_dict["timeout"] = timeout
        if uid is not UNSET:
            field_dict["uid"] = uid
        if gid is not UNSET:
            field_dict["gid"] = gid
        if envs is not UNSET:
            field_dict["envs"] = envs
        if stdin is not UNSET:
            field_dict["stdin"] = stdin

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_command_request_envs import RunCommandRequestEnvs  # noqa: PLC0415

        d = dict(src_dict)
        command = d.pop("command", UNSET)

        argv = cast(list[str], d.pop("argv", UNSET))

        cwd = d.pop("cwd", UNSET)

        background = d.pop("background", UNSET)

        timeout = d.pop("timeout", UNSET)

        uid = d.pop("uid", UNSET)

        gid = d.pop("gid", UNSET)

        _envs = d.pop("envs", UNSET)
        envs: RunCommandRequestEnvs | Unset
        if isinstance(_envs, Unset):
            envs = UNSET
        else:
            envs = RunCommandRequestEnvs.from_dict(_envs)

        stdin = d.pop("stdin", UNSET)

        run_command_request = cls(
            command=command,
            argv=argv,
            cwd=cwd,
            background=background,
            timeout=timeout,
            uid=uid,
            gid=gid,
            envs=envs,
            stdin=stdin,
        )

        run_command_request.additional_properties = d
        return run_command_request

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
