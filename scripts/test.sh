#!/usr/bin/env bash
# The project's whole test run: spec lint, generated-code freshness, type check, unit and
# integration tests (real Docker), and the conformance suite against a freshly started server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/env.sh

step() { printf '\n== %s\n' "$*"; }
step "spec lint";            pnpm -s lint:spec
step "generated code";       pnpm -s generate:check
step "type check";           pnpm -s typecheck
step "unit + integration";   pnpm exec vitest run
step "conformance (lifecycle, then execd in a real sandbox) against a fresh server"
bash scripts/conformance-local.sh --concurrency 3
