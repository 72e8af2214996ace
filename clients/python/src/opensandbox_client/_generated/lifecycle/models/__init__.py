# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
"""Contains all the data models used in inputs/outputs"""

from .create_sandbox_request import CreateSandboxRequest
from .create_sandbox_request_env import CreateSandboxRequestEnv
from .create_sandbox_request_extensions import CreateSandboxRequestExtensions
from .create_sandbox_request_metadata import CreateSandboxRequestMetadata
from .create_sandbox_response import CreateSandboxResponse
from .create_sandbox_response_metadata import CreateSandboxResponseMetadata
from .create_snapshot_request import CreateSnapshotRequest
from .credential_proxy_config import CredentialProxyConfig
from .diagnostic_content_response import DiagnosticContentResponse
from .diagnostic_content_response_delivery import DiagnosticContentResponseDelivery
from .diagnostic_content_response_kind import DiagnosticContentResponseKind
from .endpoint import Endpoint
from .endpoint_headers import EndpointHeaders
from .error_response import ErrorResponse
from .health_response import HealthResponse
from .host_volume_source import HostVolumeSource
from .image_registry_auth import ImageRegistryAuth
from .image_spec import ImageSpec
from .known_sandbox_state import KnownSandboxState
from .known_snapshot_state import KnownSnapshotState
from .list_pools_response import ListPoolsResponse
from .list_sandboxes_response import ListSandboxesResponse
from .list_snapshots_response import ListSnapshotsResponse
from .metrics_event import MetricsEvent
from .network_policy import NetworkPolicy
from .network_policy_default_action import NetworkPolicyDefaultAction
from .network_rule import NetworkRule
from .network_rule_action import NetworkRuleAction
from .ossfs_volume_source import OssfsVolumeSource
from .ossfs_volume_source_version import OssfsVolumeSourceVersion
from .pagination_info import PaginationInfo
from .patch_sandbox_metadata_request import PatchSandboxMetadataRequest
from .platform_spec import PlatformSpec
from .platform_spec_arch import PlatformSpecArch
from .platform_spec_os import PlatformSpecOs
from .pool_state import PoolState
from .pool_state_last_error import PoolStateLastError
from .pvc_volume_source import PvcVolumeSource
from .renew_sandbox_expiration_request import RenewSandboxExpirationRequest
from .renew_sandbox_expiration_response import RenewSandboxExpirationResponse
from .resource_limits import ResourceLimits
from .sandbox import Sandbox
from .sandbox_metadata import SandboxMetadata
from .sandbox_status import SandboxStatus
from .snapshot import Snapshot
from .snapshot_status import SnapshotStatus
from .volume import Volume

__all__ = (
    "CreateSandboxRequest",
    "CreateSandboxRequestEnv",
    "CreateSandboxRequestExtensions",
    "CreateSandboxRequestMetadata",
    "CreateSandboxResponse",
    "CreateSandboxResponseMetadata",
    "CreateSnapshotRequest",
    "CredentialProxyConfig",
    "DiagnosticContentResponse",
    "DiagnosticContentResponseDelivery",
    "DiagnosticContentResponseKind",
    "Endpoint",
    "EndpointHeaders",
    "ErrorResponse",
    "HealthResponse",
    "HostVolumeSource",
    "ImageRegistryAuth",
    "ImageSpec",
    "KnownSandboxState",
    "KnownSnapshotState",
    "ListPoolsResponse",
    "ListSandboxesResponse",
    "ListSnapshotsResponse",
    "MetricsEvent",
    "NetworkPolicy",
    "NetworkPolicyDefaultAction",
    "NetworkRule",
    "NetworkRuleAction",
    "OssfsVolumeSource",
    "OssfsVolumeSourceVersion",
    "PaginationInfo",
    "PatchSandboxMetadataRequest",
    "PlatformSpec",
    "PlatformSpecArch",
    "PlatformSpecOs",
    "PoolState",
    "PoolStateLastError",
    "PvcVolumeSource",
    "RenewSandboxExpirationRequest",
    "RenewSandboxExpirationResponse",
    "ResourceLimits",
    "Sandbox",
    "SandboxMetadata",
    "SandboxStatus",
    "Snapshot",
    "SnapshotStatus",
    "Volume",
)
