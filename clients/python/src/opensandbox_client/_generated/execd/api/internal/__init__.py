# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""Contains endpoint functions for accessing the API"""
