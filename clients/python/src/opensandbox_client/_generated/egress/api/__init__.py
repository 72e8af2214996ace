# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""Contains methods for accessing the API"""
