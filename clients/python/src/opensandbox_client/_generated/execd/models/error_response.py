# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ErrorResponse")


@_attrs_define
class ErrorResponse:
    """Body of every error the daemon itself produces.

    Attributes:
        code (str): Machine-readable error code; branch on this, not on `message`. Codes:
            - `INVALID_REQUEST_BODY`: body missing, not parseable or failing the schema.
            - `MISSING_QUERY`: a required query parameter is missing or invalid.
            - `INVALID_PARAMETER`: a path parameter or header is invalid, or the request is
              malformed (e.g. a bad percent-escape in the path, unparsable HTTP).
            - `RUNTIME_ERROR`: the operation failed while executing.
            - `INVALID_FILE`: a path is not usable for the operation (e.g. a directory where a
              file is expected, a symbolic link where a directory is listed, or a path the
              caller may not use: permission denied, read-only file system).
            - `INVALID_FILE_CONTENT`: an upload's content part is missing or unreadable.
            - `INVALID_FILE_METADATA`: an upload's metadata part is missing or invalid.
            - `FILE_NOT_FOUND`: a path does not exist.
            - `UNKNOWN`: unexpected failure.
            - `CONTEXT_NOT_FOUND`: unknown code context.
            - `NOT_SUPPORTED`: the operation or language is not available in this sandbox.
            - `UNAUTHORIZED`: missing or wrong access token.
            - `COMMAND_NOT_FOUND`: unknown command id.
            - `SESSION_NOT_FOUND`: unknown shell session id.
            - `PTY_NOT_FOUND`: unknown terminal session id.
            - `CONFLICT`: the object's state does not allow the operation.
            - `ROUTE_NOT_FOUND`: no such route.
            - `PAYLOAD_TOO_LARGE`: the request body is over the daemon's limit.
            - `RANGE_NOT_SATISFIABLE`: a download `Range` lies outside the file.
            - `BAD_GATEWAY`: the port proxy found nothing answering on the port.
            - `SERVICE_UNAVAILABLE`: the feature (namespace isolation) is not available here, or
              the daemon holds as many file watches as it allows.

            Clients must treat codes they do not know as opaque.
        message (str): Explanation for humans; wording may change.
    """

    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        error_response = cls(
            code=code,
            message=message,
        )

        return error_response
