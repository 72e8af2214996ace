# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.endpoint_headers import EndpointHeaders


T = TypeVar("T", bound="Endpoint")


@_attrs_define
class Endpoint:
    """Where and how to reach a port of a sandbox.

    Attributes:
        endpoint (str): `host[:port][/path]`, without scheme; prefix it with `http://`, `https://`, `ws://`
            or `wss://` as appropriate and append the request path.
        headers (EndpointHeaders | Unset): Headers the client must add to every request sent to `endpoint`.
    """

    endpoint: str
    headers: EndpointHeaders | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        endpoint = self.endpoint

        headers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.headers, Unset):
            headers = self.headers.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint": endpoint,
            }
        )
        if headers is not UNSET:
            field_dict["headers"] = headers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.endpoint_headers import EndpointHeaders  # noqa: PLC0415

        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        _headers = d.pop("headers", UNSET)
        headers: EndpointHeaders | Unset
        if isinstance(_headers, Unset):
            headers = UNSET
        else:
            headers = EndpointHeaders.from_dict(_headers)

        endpoint = cls(
            endpoint=endpoint,
            headers=headers,
        )

        return endpoint
