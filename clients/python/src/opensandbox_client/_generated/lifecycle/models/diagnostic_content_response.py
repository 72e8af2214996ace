# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations
from dateutil.parser import isoparse

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.diagnostic_content_response_delivery import DiagnosticContentResponseDelivery
from ..models.diagnostic_content_response_kind import DiagnosticContentResponseKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiagnosticContentResponse")


@_attrs_define
class DiagnosticContentResponse:
    """Descriptor of diagnostic text (upstream's Diagnostics API). With `delivery: inline` it
    carries `content` and no `contentUrl`/`expiresAt`; with `delivery: url` it carries
    `contentUrl` and `expiresAt` and no `content`. This server always answers inline.

        Attributes:
            sandbox_id (str): Id of the sandbox.
            kind (DiagnosticContentResponseKind): Which operation answered.
            scope (str): The scope the text covers, as asked.
            delivery (DiagnosticContentResponseDelivery): How the text is delivered.
            content_type (str): Media type of the text.
            truncated (bool): Whether the server cut the text to its size limits.
            content (str | Unset): The text, when `delivery` is `inline`.
            content_url (str | Unset): Where to download the text, when `delivery` is `url`.
            content_length (int | Unset): Size of the text in bytes (UTF-8), when known.
            expires_at (datetime.datetime | Unset): Until when `contentUrl` works, when `delivery` is `url`.
            warnings (list[str] | Unset): Why the text may be incomplete (retention, a sandbox whose output is gone).
    """

    sandbox_id: str
    kind: DiagnosticContentResponseKind
    scope: str
    delivery: DiagnosticContentResponseDelivery
    content_type: str
    truncated: bool
    content: str | Unset = UNSET
    content_url: str | Unset = UNSET
    content_length: int | Unset = UNSET
    expires_at: datetime.datetime | Unset = UNSET
    warnings: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sandbox_id = self.sandbox_id

        kind = self.kind.value

        scope = self.scope

        delivery = self.delivery.value

        content_type = self.content_type

        truncated = self.truncated

        content = self.content

        content_url = self.content_url

        content_length = self.content_length

        expires_at: str | Unset = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()

        warnings: list[str] | Unset = UNSET
        if not isinstance(self.warnings, Unset):
            warnings = self.warnings

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sandboxId": sandbox_id,
                "kind": kind,
                "scope": scope,
                "delivery": delivery,
                "contentType": content_type,
                "truncated": truncated,
            }
        )
        if content is not UNSET:
            field_dict["content"] = content
        if content_url is not UNSET:
            field_dict["contentUrl"] = content_url
        if content_length is not UNSET:
            field_dict["contentLength"] = content_length
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if warnings is not UNSET:
            field_dict["warnings"] = warnings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sandbox_id = d.pop("sandboxId")

        kind = DiagnosticContentResponseKind(d.pop("kind"))

        scope = d.pop("scope")

        delivery = DiagnosticContentResponseDelivery(d.pop("delivery"))

        content_type = d.pop("contentType")

        truncated = d.pop("truncated")

        content = d.pop("content", UNSET)

        content_url = d.pop("contentUrl", UNSET)

        content_length = d.pop("contentLength", UNSET)

        _expires_at = d.pop("expiresAt", UNSET)
        expires_at: datetime.datetime | Unset
        if isinstance(_expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = isoparse(_expires_at)

        warnings = cast(list[str], d.pop("warnings", UNSET))

        diagnostic_content_response = cls(
            sandbox_id=sandbox_id,
            kind=kind,
            scope=scope,
            delivery=delivery,
            content_type=content_type,
            truncated=truncated,
            content=content,
            content_url=content_url,
            content_length=content_length,
            expires_at=expires_at,
            warnings=warnings,
        )

        return diagnostic_content_response
