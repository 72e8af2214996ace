# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""A client library for accessing OpenSandbox Egress API"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
