#!/usr/bin/env bash
# Sets up the Go SDK: downloads its modules, builds the pinned code generator to
# clients/go/bin/oapi-codegen (used by `pnpm generate`) and the conformance driver to
# conformance/clients/go/bin/conformance-driver (both folders gitignored).
# Idempotent; fast when already done (Go's module and build caches).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
command -v go >/dev/null || { echo "clients/go/setup.sh: go is not installed (needs Go >= 1.24)" >&2; exit 1; }
(cd "$here" && go mod download)
(cd "$here/tools" && go mod download && go build -o "$here/bin/oapi-codegen" github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen)
driver="$root/conformance/clients/go"
mkdir -p "$driver/bin"
(cd "$driver" && go mod download && go build -o bin/conformance-driver .)
echo "clients/go: ready (driver: conformance/clients/go/bin/conformance-driver)"
