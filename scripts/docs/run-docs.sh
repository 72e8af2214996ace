#!/usr/bin/env bash
# Runs every code block of README.md and the package READMEs against a fresh throw-away server
# (scripts/lib/throwaway-server.sh), with OPEN_SANDBOX_DOMAIN and OPEN_SANDBOX_API_KEY set to it,
# as a user who followed the quick start would have them. A block that cannot run is marked
# `<!-- not-run: reason -->` on the line before its fence; scripts/docs/run-docs.ts says how each
# language is run or checked.
#   bash scripts/docs/run-docs.sh [run-docs.ts options] [FILE.md...]   (default: the READMEs)
# Needs what scripts/setup.sh prepares: Docker and the opensandbox/*:local images, execd's build,
# clients/python/.venv, Go, and the Java client (clients/java/setup.sh; or --skip-lang java).
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/env.sh
files=() opts=()
for a in "$@"; do case "$a" in *.md) files+=("$a") ;; *) opts+=("$a") ;; esac; done
[ "${#files[@]}" -gt 0 ] || files=(README.md packages/*/README.md clients/*/README.md conformance/README.md)
. scripts/lib/throwaway-server.sh
export OPEN_SANDBOX_DOMAIN="127.0.0.1:$port" OPEN_SANDBOX_API_KEY="$key"
rc=0
node_modules/.bin/tsx scripts/docs/run-docs.ts ${opts[@]+"${opts[@]}"} "${files[@]}" || rc=$?
exit "$rc"
