# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.code_context_selector import CodeContextSelector


T = TypeVar("T", bound="RunCodeRequest")


@_attrs_define
class RunCodeRequest:
    """Code to execute.

    Attributes:
        code (str): Source code.
        context (CodeContextSelector | Unset): Which context a `runCode` call uses: `id` selects an existing context,
            `language`
            alone selects that language's default context. A full `CodeContext` is accepted.
    """

    code: str
    context: CodeContextSelector | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        context: dict[str, Any] | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
            }
        )
        if context is not UNSET:
            field_dict["context"] = context

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.code_context_selector import CodeContextSelector  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        _context = d.pop("context", UNSET)
        context: CodeContextSelector | Unset
        if isinstance(_context, Unset):
            context = UNSET
        else:
            context = CodeContextSelector.from_dict(_context)

        run_code_request = cls(
            code=code,
            context=context,
        )

        run_code_request.additional_properties = d
        return run_code_request

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
