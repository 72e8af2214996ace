# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""Contains all the data models used in inputs/outputs"""

from .claim_request import ClaimRequest
from .claim_request_env import ClaimRequestEnv
from .code_context import CodeContext
from .code_context_request import CodeContextRequest
from .code_context_selector import CodeContextSelector
from .command_status_response import CommandStatusResponse
from .create_pty_request import CreatePtyRequest
from .create_pty_request_env import CreatePtyRequestEnv
from .create_session_request import CreateSessionRequest
from .create_session_response import CreateSessionResponse
from .error_response import ErrorResponse
from .execution_error import ExecutionError
from .file_info import FileInfo
from .file_info_type import FileInfoType
from .file_metadata import FileMetadata
from .file_watch_event import FileWatchEvent
from .file_watch_event_type import FileWatchEventType
from .get_files_info_response_200 import GetFilesInfoResponse200
from .identity_get_files_info_response_200 import IdentityGetFilesInfoResponse200
from .identity_replace_content_body import IdentityReplaceContentBody
from .identity_replace_content_response_200 import IdentityReplaceContentResponse200
from .isolation_capabilities import IsolationCapabilities
from .metrics import Metrics
from .permission import Permission
from .permission_map import PermissionMap
from .pty_session import PtySession
from .rename_file_item import RenameFileItem
from .replace_content_body import ReplaceContentBody
from .replace_content_response_200 import ReplaceContentResponse200
from .replace_file_content_item import ReplaceFileContentItem
from .replace_file_content_result import ReplaceFileContentResult
from .resize_pty_request import ResizePtyRequest
from .run_code_request import RunCodeRequest
from .run_command_request import RunCommandRequest
from .run_command_request_envs import RunCommandRequestEnvs
from .run_in_session_request import RunInSessionRequest
from .server_stream_event import ServerStreamEvent
from .server_stream_event_results import ServerStreamEventResults
from .server_stream_event_type import ServerStreamEventType
from .upload_files_form import UploadFilesForm

__all__ = (
    "ClaimRequest",
    "ClaimRequestEnv",
    "CodeContext",
    "CodeContextRequest",
    "CodeContextSelector",
    "CommandStatusResponse",
    "CreatePtyRequest",
    "CreatePtyRequestEnv",
    "CreateSessionRequest",
    "CreateSessionResponse",
    "ErrorResponse",
    "ExecutionError",
    "FileInfo",
    "FileInfoType",
    "FileMetadata",
    "FileWatchEvent",
    "FileWatchEventType",
    "GetFilesInfoResponse200",
    "IdentityGetFilesInfoResponse200",
    "IdentityReplaceContentBody",
    "IdentityReplaceContentResponse200",
    "IsolationCapabilities",
    "Metrics",
    "Permission",
    "PermissionMap",
    "PtySession",
    "RenameFileItem",
    "ReplaceContentBody",
    "ReplaceContentResponse200",
    "ReplaceFileContentItem",
    "ReplaceFileContentResult",
    "ResizePtyRequest",
    "RunCodeRequest",
    "RunCommandRequest",
    "RunCommandRequestEnvs",
    "RunInSessionRequest",
    "ServerStreamEvent",
    "ServerStreamEventResults",
    "ServerStreamEventType",
    "UploadFilesForm",
)
