# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

import json
from collections.abc import Mapping
from io import BytesIO
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..types import File

if TYPE_CHECKING:
    from ..models.file_metadata import FileMetadata


T = TypeVar("T", bound="UploadFilesForm")


@_attrs_define
class UploadFilesForm:
    """Multipart form of `uploadFile`: `metadata` and `file` parts, repeated once per file
    and paired by position.

        Attributes:
            metadata (list[FileMetadata]): One JSON part per file.
            file (list[File]): One content part per file, in the same order as `metadata`.
    """

    metadata: list[FileMetadata]
    file: list[File]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        metadata = []
        for metadata_item_data in self.metadata:
            metadata_item = metadata_item_data.to_dict()
            metadata.append(metadata_item)

        file = []
        for file_item_data in self.file:
            file_item = file_item_data.to_tuple()

            file.append(file_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "metadata": metadata,
                "file": file,
            }
        )

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        for metadata_item_element in self.metadata:
            files.append(("metadata", (None, json.dumps(metadata_item_element.to_dict()).encode(), "application/json")))

        for file_item_element in self.file:
            files.append(("file", file_item_element.to_tuple()))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.file_metadata import FileMetadata  # noqa: PLC0415

        d = dict(src_dict)
        metadata = []
        _metadata = d.pop("metadata")
        for metadata_item_data in _metadata:
            metadata_item = FileMetadata.from_dict(metadata_item_data)

            metadata.append(metadata_item)

        file = []
        _file = d.pop("file")
        for file_item_data in _file:
            file_item = File(payload=BytesIO(file_item_data))

            file.append(file_item)

        upload_files_form = cls(
            metadata=metadata,
            file=file,
        )

        upload_files_form.additional_properties = d
        return upload_files_form

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
