#!/usr/bin/env bash
# Builds the distributables of the Python and Go clients and uses them as a user would, outside
# the repository: the wheel is installed into a fresh virtualenv and imported; the Go module is
# required by a fresh consumer module and built. Versions must match the TS SDK's (one line).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
version=$(node -p 'require("./packages/sdk-ts/package.json").version')
work=$(mktemp -d /tmp/osb-packages.XXXXXX)
trap 'rm -rf "$work"' EXIT

echo "python: wheel"
clients/python/.venv/bin/python -m build --wheel --outdir "$work/wheel" clients/python >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
wheel=$(ls "$work"/wheel/opensandbox_client-"$version"-py3-none-any.whl)
python3 - "$wheel" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
for needed in ("opensandbox_client/__init__.py", "opensandbox_client/py.typed",
               "opensandbox_client/_generated/lifecycle/client.py", "opensandbox_client/_generated/execd/client.py"):
    assert needed in names, f"{needed} is missing from the wheel"
assert not [n for n in names if "__pycache__" in n or "/tests/" in n], "the wheel carries caches or tests"
PY
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check "$wheel"
(cd "$work" && venv/bin/python - "$version" <<'PY'
import sys, importlib.metadata
import opensandbox_client
from opensandbox_client import AsyncOpenSandbox, OpenSandbox, ApiError
assert importlib.metadata.version("opensandbox-client") == sys.argv[1], importlib.metadata.version("opensandbox-client")
assert opensandbox_client.__file__.startswith(sys.prefix), opensandbox_client.__file__  # the installed wheel, not the sources
print(f"  installed {opensandbox_client.__name__} {sys.argv[1]} from the wheel")
PY
)

echo "go: module"
module=$(cd clients/go && go list -m)
[ "$module" = "github.com/opensandbox-ts/opensandbox-ts/clients/go" ] || { echo "unexpected module path $module" >&2; exit 1; }
major=${version%%.*}
if [ "$major" -ge 2 ]; then
  case "$module" in */v"$major") ;; *) echo "version $version needs the module path to end in /v$major" >&2; exit 1 ;; esac
fi
grep -q "const Version = \"$version\"" clients/go/version.go || { echo "clients/go/version.go is not $version" >&2; exit 1; }
(cd clients/go && go build ./...)
mkdir -p "$work/consumer"
cat > "$work/consumer/main.go" <<'GO'
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	opensandbox "github.com/opensandbox-ts/opensandbox-ts/clients/go"
)

// Nothing listens on port 1: the call must fail as a typed transport error.
func main() {
	client, err := opensandbox.NewClient(opensandbox.WithDomain("127.0.0.1:1"), opensandbox.WithAPIKey("k"), opensandbox.WithMaxRetries(0))
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err = client.Sandboxes.Get(ctx, "nope")
	var te *opensandbox.TransportError
	if !errors.As(err, &te) {
		fmt.Println("expected a TransportError, got", err)
		os.Exit(1)
	}
	fmt.Println("  built and ran a consumer of", opensandbox.Version)
}
GO
(cd "$work/consumer" && go mod init example.com/consumer >/dev/null 2>&1 &&
  go mod edit -require="$module@v$version" -replace="$module=$root/clients/go" &&
  go mod tidy >/dev/null 2>&1 && go build -o consumer . && ./consumer)
echo "  release tag for this version: clients/go/v$version"
