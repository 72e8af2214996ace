#!/usr/bin/env bash
# Creates conformance/foreign/python/.venv with the official OpenSandbox Python SDK and pytest, as
# pinned in requirements.txt. Idempotent: when the venv already matches requirements.txt (a hash
# of it is kept in the venv) this takes a fraction of a second and does not touch the network.
set -euo pipefail
cd "$(dirname "$0")"
PYTHON="${PYTHON:-python3}"
venv=.venv
stamp="$venv/.requirements.sha256"
want=$(sha256sum requirements.txt | cut -d' ' -f1)
if [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ] &&
  "$venv/bin/python" -c 'import opensandbox, pytest' 2>/dev/null; then
  exit 0
fi
"$PYTHON" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else "foreign-python: the opensandbox SDK needs Python >= 3.10")'
[ -x "$venv/bin/python" ] || "$PYTHON" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r requirements.txt
echo "$want" > "$stamp"
echo "foreign-python: $("$venv/bin/python" -c 'import importlib.metadata as m; print(", ".join(f"{p} {m.version(p)}" for p in ("opensandbox", "opensandbox-code-interpreter", "pytest")))') in $(pwd)/$venv"
