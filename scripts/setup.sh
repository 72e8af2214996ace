#!/usr/bin/env bash
# Prepares a machine for this project, idempotently (seconds when already done):
# Node 24 + pnpm (scripts/env.sh), workspace dependencies, execd's runtime, the credential vault's
# relay (Go, packages/server/vault-relay), the Python client's virtualenv, the
# Go client's tools and conformance driver, the Java client (built and installed into the
# project's Maven repository, ~/.cache/opensandbox-ts/m2) and its driver (clients/*/setup.sh),
# the official Python SDK for the cross-check, schemathesis for the fuzzing step, and a running
# Docker engine with the locally built test images and a local registry (scripts/docker-setup.sh).
#   --no-clients   skip the Python, Go and Java clients, the official Python SDK and schemathesis (the
#                  quick start needs only the server)
# OSB_DOCKER_READY=1: the caller ran scripts/docker-setup.sh itself (scripts/test.sh does, first,
# so that the slow code-interpreter image builds in the background while the rest goes on).
set -euo pipefail
clients=1
[ "${1:-}" = --no-clients ] && clients=0
cd "$(dirname "$0")/.."
. scripts/env.sh
if [[ "${CI:-}" == "true" ]]; then
  pnpm install --frozen-lockfile --reporter=silent
else
  pnpm install --reporter=silent
fi
node packages/execd/build.ts
bash packages/server/vault-relay/build.sh
# The host's Python runs the execd /code unit tests against real Jupyter kernels.
python3 -c 'import ipykernel, matplotlib' 2>/dev/null ||
  python3 -m pip install --quiet --disable-pip-version-check ipykernel matplotlib
if [ "$clients" = 1 ]; then
  bash clients/python/setup.sh
  bash clients/go/setup.sh
  bash clients/java/setup.sh
  bash conformance/foreign/python/setup.sh
  bash conformance/schemathesis/setup.sh
fi
[ "${OSB_DOCKER_READY:-}" = 1 ] || bash scripts/docker-setup.sh --registry
