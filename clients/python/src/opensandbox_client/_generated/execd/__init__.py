# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""A client library for accessing OpenSandbox Execd API"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
