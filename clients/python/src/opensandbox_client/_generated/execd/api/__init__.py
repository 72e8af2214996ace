# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
"""Contains methods for accessing the API"""
