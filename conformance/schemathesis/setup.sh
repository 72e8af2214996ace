#!/usr/bin/env bash
# Creates conformance/schemathesis/.venv with schemathesis as pinned in requirements.txt.
# Idempotent: when the venv already matches requirements.txt (a hash of it is kept in the venv)
# this takes a fraction of a second and does not touch the network.
set -euo pipefail
cd "$(dirname "$0")"
PYTHON="${PYTHON:-python3}"
venv=.venv
stamp="$venv/.requirements.sha256"
want=$(sha256sum requirements.txt | cut -d' ' -f1)
if [ -x "$venv/bin/st" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
  exit 0
fi
"$PYTHON" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else "schemathesis needs Python >= 3.10")'
[ -x "$venv/bin/python" ] || "$PYTHON" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r requirements.txt
echo "$want" > "$stamp"
echo "schemathesis: $("$venv/bin/st" --version) in $(pwd)/$venv"
