#!/usr/bin/env bash
# Drives our server with the OFFICIAL upstream Python SDK (`opensandbox` on PyPI, pinned in
# conformance/foreign/python/requirements.txt): prepares its venv (setup.sh), starts our server on a
# free port with a throw-away config and store, runs the pytest suite against it with
# OPEN_SANDBOX_DOMAIN / OPEN_SANDBOX_API_KEY, stops the server and removes the containers of that
# instance. Exit code: pytest's.
# Arguments go to pytest (e.g. -k sync, -x, -v). Needs what `bash scripts/setup.sh` prepares
# (Docker with the local images, the execd runtime) and Python >= 3.10 (`python3`, or $PYTHON).
set -euo pipefail
cd "$(dirname "$0")/.."
bash conformance/foreign/python/setup.sh
. scripts/env.sh
. scripts/lib/throwaway-server.sh
rc=0
(
  cd conformance/foreign/python
  OPEN_SANDBOX_DOMAIN="127.0.0.1:$port" OPEN_SANDBOX_API_KEY="$key" .venv/bin/python -m pytest "$@"
) || rc=$?
exit "$rc"
