#!/usr/bin/env bash
# Live tests of the repository's own clients (Python, Go, Java) against our real server: starts it on a free port
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

# Go (clients/go: TestLive, TestLiveReadme, TestLiveVault). A skipped test also exits 0, so require that every
# TestLive* test ran and passed.
echo "go client: live tests"
grc=0
golog="$dir/go-live.log"
(cd clients/go && OPEN_SANDBOX_DOMAIN=127.0.0.1:$port OPEN_SANDBOX_API_KEY=$key OPEN_SANDBOX_IT_IMAGE=opensandbox/busybox:local go test -count=1 -run 'TestLive' -v ./... 2>&1) | tee "$golog" || grc=$?
if [ "$grc" -eq 0 ]; then
  for t in TestLive TestLiveReadme TestLiveVault; do
    grep -q "^--- PASS: $t " "$golog" || { echo "go client: $t did not run and pass" >&2; grc=1; }
  done
  if grep -q -- "--- SKIP: TestLive" "$golog"; then echo "go client: a live test was skipped" >&2; grc=1; fi
fi
[ "$grc" -gt "$rc" ] && rc=$grc

# Java (clients/java: LiveTest runs the README's example). Surefire reports a skipped test as
# passed, so require that it ran and was not skipped.
echo "java client: live tests"
jrc=0
jlog="$dir/java-live.log"
(cd clients/java && mvn -B -ntp -Dstyle.color=never -Dmaven.repo.local="${OSB_M2_REPO:-$HOME/.cache/opensandbox-ts/m2}" \
  -Dtest=LiveTest -Dsurefire.failIfNoSpecifiedTests=false test 2>&1) >"$jlog" || jrc=$?
grep -E "Tests run:|FAIL|ERROR\]|^(42|[123]|he)$|^404 " "$jlog" || true
if [ "$jrc" -eq 0 ] && ! grep -q "Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, .* in io.github.opensandboxts.client.LiveTest" "$jlog"; then
  echo "java client: LiveTest did not run and pass" >&2; jrc=1
fi
[ "$jrc" -ne 0 ] && tail -n 60 "$jlog" >&2
[ "$jrc" -gt "$rc" ] && rc=$jrc

exit "$rc"
