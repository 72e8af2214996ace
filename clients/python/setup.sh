#!/usr/bin/env bash
# Creates clients/python/.venv with the pinned code generator and the package (editable, with
# its dev extras). Idempotent: returns at once when the venv matches the pins and pyproject.toml.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.venv"
GENERATOR="openapi-python-client==0.29.1"
RUFF="ruff==0.17.6"
python="${PYTHON:-python3}"
want="$GENERATOR $RUFF $(cksum < "$here/pyproject.toml")"
if [[ -x "$venv/bin/python" && -f "$venv/.setup-done" && "$(cat "$venv/.setup-done")" == "$want" ]]; then
  exit 0
fi
[[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
"$venv/bin/python" -m pip install -q "$GENERATOR" "$RUFF"
"$venv/bin/python" -m pip install -q -e "$here[dev]"
printf '%s\n' "$want" > "$venv/.setup-done"
