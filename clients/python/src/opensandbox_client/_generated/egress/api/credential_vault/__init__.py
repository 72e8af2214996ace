# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""Contains endpoint functions for accessing the API"""
