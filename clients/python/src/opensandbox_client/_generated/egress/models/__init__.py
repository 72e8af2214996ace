# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""Contains all the data models used in inputs/outputs"""

from .api_key_credential_auth import ApiKeyCredentialAuth
from .api_key_credential_auth_type import ApiKeyCredentialAuthType
from .basic_credential_auth import BasicCredentialAuth
from .basic_credential_auth_type import BasicCredentialAuthType
from .bearer_credential_auth import BearerCredentialAuth
from .bearer_credential_auth_type import BearerCredentialAuthType
from .credential import Credential
from .credential_auth_metadata import CredentialAuthMetadata
from .credential_binding import CredentialBinding
from .credential_binding_list_response import CredentialBindingListResponse
from .credential_binding_metadata import CredentialBindingMetadata
from .credential_binding_mutation_set import CredentialBindingMutationSet
from .credential_list_response import CredentialListResponse
from .credential_match import CredentialMatch
from .credential_match_schemes_item import CredentialMatchSchemesItem
from .credential_metadata import CredentialMetadata
from .credential_mutation_set import CredentialMutationSet
from .credential_vault_create_request import CredentialVaultCreateRequest
from .credential_vault_mutation_request import CredentialVaultMutationRequest
from .credential_vault_state import CredentialVaultState
from .custom_header_entry import CustomHeaderEntry
from .custom_headers_credential_auth import CustomHeadersCredentialAuth
from .custom_headers_credential_auth_type import CustomHeadersCredentialAuthType
from .error_response import ErrorResponse
from .inline_credential_source import InlineCredentialSource
from .inline_credential_source_type import InlineCredentialSourceType
from .network_policy import NetworkPolicy
from .network_policy_default_action import NetworkPolicyDefaultAction
from .network_rule import NetworkRule
from .network_rule_action import NetworkRuleAction
from .policy_status_response import PolicyStatusResponse
from .policy_status_response_mode import PolicyStatusResponseMode

__all__ = (
    "ApiKeyCredentialAuth",
    "ApiKeyCredentialAuthType",
    "BasicCredentialAuth",
    "BasicCredentialAuthType",
    "BearerCredentialAuth",
    "BearerCredentialAuthType",
    "Credential",
    "CredentialAuthMetadata",
    "CredentialBinding",
    "CredentialBindingListResponse",
    "CredentialBindingMetadata",
    "CredentialBindingMutationSet",
    "CredentialListResponse",
    "CredentialMatch",
    "CredentialMatchSchemesItem",
    "CredentialMetadata",
    "CredentialMutationSet",
    "CredentialVaultCreateRequest",
    "CredentialVaultMutationRequest",
    "CredentialVaultState",
    "CustomHeaderEntry",
    "CustomHeadersCredentialAuth",
    "CustomHeadersCredentialAuthType",
    "ErrorResponse",
    "InlineCredentialSource",
    "InlineCredentialSourceType",
    "NetworkPolicy",
    "NetworkPolicyDefaultAction",
    "NetworkRule",
    "NetworkRuleAction",
    "PolicyStatusResponse",
    "PolicyStatusResponseMode",
)
