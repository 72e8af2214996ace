#!/usr/bin/env bash
# Live tests of the repository's own clients against our real server: starts it on a free port
# with a throw-away config and store (scripts/lib/throwaway-server.sh), runs each client's live
# suite against it with OPEN_SANDBOX_DOMAIN / OPEN_SANDBOX_API_KEY / OPEN_SANDBOX_IT_IMAGE, then
# stops the server and removes the containers of that instance (the server log's tail is printed
# when a suite failed). Exit code: the worst of the suites'.
# Needs what `bash scripts/setup.sh` prepares (Docker with the local images, the execd runtime).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
. scripts/lib/throwaway-server.sh
rc=0
export OPEN_SANDBOX_DOMAIN="127.0.0.1:$port" OPEN_SANDBOX_API_KEY="$key" OPEN_SANDBOX_IT_IMAGE=opensandbox/busybox:local

# Python (clients/python/tests_live, pytest).
bash clients/python/setup.sh
echo "python client: live tests"
prc=0
(cd clients/python && .venv/bin/python -m pytest tests_live -q) || prc=$?
[ "$prc" -gt "$rc" ] && rc=$prc

# Go (clients/go: TestLive, TestLiveReadme). A skipped test also exits 0, so require that every
# TestLive* test ran and passed.
echo "go client: live tests"
grc=0
golog="$dir/go-live.log"
(cd clients/go && OPEN_SANDBOX_DOMAIN=127.0.0.1:$port OPEN_SANDBOX_API_KEY=$key OPEN_SANDBOX_IT_IMAGE=opensandbox/busybox:local go test -count=1 -run 'TestLive' -v ./... 2>&1) | tee "$golog" || grc=$?
if [ "$grc" -eq 0 ]; then
  for t in TestLive TestLiveReadme; do
    grep -q "^--- PASS: $t " "$golog" || { echo "go client: $t did not run and pass" >&2; grc=1; }
  done
  if grep -q -- "--- SKIP: TestLive" "$golog"; then echo "go client: a live test was skipped" >&2; grc=1; fi
fi
[ "$grc" -gt "$rc" ] && rc=$grc

exit "$rc"
