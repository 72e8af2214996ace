#!/usr/bin/env bash
# Builds the credential vault's relay (main.go, standard library only) into
# packages/server/dist/osb-vault-relay: static, so it runs on any Linux host. Seconds when Go's
# build cache holds it; ~1 min on a machine that never built Go's net/http.
set -euo pipefail
cd "$(dirname "$0")"
command -v go >/dev/null || { echo "vault-relay/build.sh: go is not installed (needs Go >= 1.24): the credential vault's relay cannot be built" >&2; exit 1; }
mkdir -p ../dist
CGO_ENABLED=0 go build -trimpath -o ../dist/osb-vault-relay .
