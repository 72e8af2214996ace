#!/usr/bin/env bash
# The project's whole test run: spec lint, generated-code freshness (TypeScript, Python, Go),
# versions in step, type check, the Python, Go and Java clients' own tests, unit and integration
# tests (real Docker, and a real single-node Kubernetes cluster built by scripts/k8s;
# OSB_K8S_TESTS=0 skips it), the server's Helm chart installed into that cluster, the distributables (the npm packages released through a local
# registry, the wheel, the Go module, the Maven artifact), the conformance suites through every
# client against a freshly started server, the official Python SDK against our server, and
# schemathesis fuzzing both specs against a fresh server and a real sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$SECONDS
step() { printf '\n== %s (at %d s)\n' "$*" $((SECONDS - t0)); }
# The cluster's binaries and helm compile (CPU) while setup downloads and builds images (network,
# disk): on a fresh machine that overlap saves most of the cluster's cold build. Cached: instant.
# Steps beside the main line: `beside NAME CMD…` starts CMD in the background, its output in a log
# of its own; `rejoin NAME` waits for it, prints that log and returns its exit status. The exit
# handler stops those not yet rejoined (a rejoined pid is forgotten: it may be reused by then).
declare -A side_pid=() side_log=()
beside() {
  local name=$1; shift
  side_log[$name]=$(mktemp "/tmp/osb-$name.XXXXXX")
  "$@" >"${side_log[$name]}" 2>&1 &
  side_pid[$name]=$!
}
rejoin() {
  local name=$1 rc=0
  wait "${side_pid[$name]}" || rc=$?
  unset "side_pid[$name]"
  cat "${side_log[$name]}" && rm -f "${side_log[$name]}"
  return "$rc"
}
cluster_binaries() { bash scripts/k8s/build.sh && bash scripts/k8s/helm.sh >/dev/null; }
[ "${OSB_K8S_TESTS:-1}" = 0 ] || beside cluster-binaries cluster_binaries
. scripts/env.sh
# Docker first: the engine, the small images and the registry; then the code-interpreter image
# (debootstrap + kernels, ~14 min cold), needed from the vitest step on, builds in the background
# while the rest of setup (packages, clients) and the checks run. Cached: a second.
bash scripts/docker-setup.sh --registry --defer-code-interpreter
beside code-interpreter-image bash scripts/docker-setup.sh --registry
OSB_DOCKER_READY=1 bash scripts/setup.sh
# Services this run starts are stopped at its end; those already up are left up. The network
# tests bring the fake internet up (scripts/netlab) and never take it down themselves.
stop_cluster=0 stop_netlab=0
bash scripts/netlab/fake-internet.sh status >/dev/null 2>&1 || stop_netlab=1
finish() {
  # Background builds still running when a step failed: stopped (their own traps clean up).
  for pid in "${side_pid[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ "$stop_netlab" = 1 ]; then bash scripts/netlab/fake-internet.sh down >/dev/null 2>&1 || true; fi
  if [ "$stop_cluster" = 1 ]; then step "stopping the cluster"; bash scripts/k8s/cluster.sh stop; fi
}
trap finish EXIT
step "spec lint";            pnpm -s lint:spec
step "generated code";       pnpm -s generate:check
step "versions in step";     node scripts/sync-versions.ts --check
step "type check";           pnpm -s typecheck
step "python client"
(cd clients/python && .venv/bin/mypy && .venv/bin/mypy --strict ../../conformance/clients/python/driver.py)
clients/python/.venv/bin/python -m pytest -q -p no:cacheprovider clients/python/tests
step "go client; the vault relay (gofmt, go vet)"
unformatted=$(gofmt -l clients/go conformance/clients/go packages/server/vault-relay)
[ -z "$unformatted" ] || { echo "gofmt would change: $unformatted" >&2; exit 1; }
(cd clients/go && go vet ./... && go test ./...)
(cd conformance/clients/go && go vet ./... && go test ./...)
(cd packages/server/vault-relay && go vet ./...)
step "java client (JUnit; the generated sources are regenerated from specs/ by the build)"
(cd clients/java && mvn -B -ntp -Dstyle.color=never -Dmaven.repo.local="${OSB_M2_REPO:-$HOME/.cache/opensandbox-ts/m2}" test)
if [ "${OSB_K8S_TESTS:-1}" != 0 ]; then
  step "kubernetes: a single-node v1.34 cluster (built once, cached), execd's image and the test images in it"
  rejoin cluster-binaries
  # A cluster this run started is stopped at the end; one that was already up is left up.
  bash scripts/k8s/cluster.sh status >/dev/null 2>&1 || stop_cluster=1
  bash scripts/k8s/cluster.sh start
  bash scripts/k8s/execd-image.sh --load >/dev/null
  bash scripts/k8s/egress-image.sh --load >/dev/null # the egress sidecar (egress-kubernetes.test.ts)
  bash scripts/k8s/load-image.sh opensandbox/busybox:local opensandbox/debian-python:local
  eval "$(bash scripts/k8s/cluster.sh env)"
else
  unset KUBECONFIG # the Kubernetes tests run only against the cluster this script starts
fi
step "code-interpreter image (built in the background since setup)"
rejoin code-interpreter-image
step "unit + integration: the Docker line here; the unit tests, then the cluster's tests (when it is up), in a second vitest beside it"
# Vitest runs every one-file-at-a-time project in one sequence; two processes give two lines
# that wait on different things (dockerd; the CPU, then the API server and kubelet).
beside unit-and-kubernetes pnpm exec vitest run --project unit --project kubernetes
docker_rc=0
docker_log=$(mktemp /tmp/osb-docker-line.XXXXXX)
pnpm exec vitest run --project integration 2>&1 | tee "$docker_log" || docker_rc=$?
step "unit + kubernetes tests (ran beside the Docker line)"
side_rc=0
rejoin unit-and-kubernetes || side_rc=$?
if [ "$docker_rc" != 0 ]; then
  # The side line's log came after the Docker line's: repeat the Docker line's failures last,
  # where the end of CI's output (often all that is kept) shows them.
  echo "== the Docker line's failures, again:"
  sed 's/\x1b\[[0-9;]*m//g' "$docker_log" | grep -E '^ *(FAIL|×|✗) |Failed Tests' -A12 | head -150
fi
rm -f "$docker_log"
[ "$docker_rc" = 0 ] && [ "$side_rc" = 0 ] || { echo "tests failed: Docker line exit $docker_rc, unit + kubernetes line exit $side_rc" >&2; exit 1; }
if [ -n "${KUBECONFIG:-}" ]; then
  step "deployment: helm lint, plain manifests == helm template, helm install of the server image into the cluster (a sandbox and a command through the Service, /metrics, RBAC), uninstall"
  bash scripts/k8s/deploy-check.sh
else
  step "deployment: helm lint, plain manifests == helm template"; bash scripts/k8s/deploy-check.sh --static
fi
if [ -n "${KUBECONFIG:-}" ]; then
  # The conformance suites on the Kubernetes runtime wait on the cluster, the steps below on
  # Docker: they run side by side (their own throw-away servers), the log printed when it is read.
  k8s_conformance() {
    echo "== conformance through the ts, python, go and java clients against a fresh server on the Kubernetes runtime"
    OSB_RUNTIME=kubernetes bash scripts/conformance-local.sh --concurrency 3 --client ts --client python --client go --client java || return
    echo "== conformance through the ts client against a server keeping its records in the cluster ([store] type = \"kubernetes\")"
    OSB_RUNTIME=kubernetes OSB_STORE=kubernetes bash scripts/conformance-local.sh --concurrency 3 --client ts
  }
  beside k8s-conformance k8s_conformance
fi
step "packages (wheel, Go module, Maven artifact)"; bash scripts/check-packages.sh
step "release: changeset version + publish into a local verdaccio; a Node 20 project installs, type-checks and runs the packages"
bash scripts/check-release.sh
step "python, go and java clients against a fresh server"; bash scripts/clients-live.sh
step "docs: every code block of the READMEs runs against a fresh server, or is marked not-run with a reason"; bash scripts/docs/run-docs.sh
step "conformance through the ts, python, go and java clients (lifecycle, then execd in a real sandbox) against a fresh server"
bash scripts/conformance-local.sh --concurrency 3 --client ts --client python --client go --client java
step "conformance (lifecycle, execd) through the ts client with every sandbox under gVisor (runtime class gvisor: Docker's runsc)"
OSB_RUNTIME_CLASS=gvisor bash scripts/conformance-local.sh --concurrency 3 --client ts
step "official Python SDK (opensandbox on PyPI) against a fresh server"
bash scripts/foreign-python.sh
step "schemathesis (PyPI) against both specs: the execd of a real sandbox, then the server (no 5xx, response schemas)"
bash scripts/schemathesis.sh
if [ -n "${side_pid[k8s-conformance]:-}" ]; then
  step "conformance on the Kubernetes runtime (ran beside the steps since the deployment check)"
  k8s_rc=0
  rejoin k8s-conformance || k8s_rc=$?
  [ "$k8s_rc" = 0 ] || { echo "conformance on Kubernetes failed (exit $k8s_rc)" >&2; exit "$k8s_rc"; }
fi
# Last, on a machine the other steps have left: ratios of short bench runs to raw Docker measured
# beside them, against the recorded ones (scripts/bench/check.ts). A ratio must move in two runs to
# fail: one slow sample on a shared machine is not a regression.
step "benchmark regression check: lifecycle and execd ratios to raw Docker against scripts/bench/baseline.json"
check_log=$(mktemp /tmp/osb-bench-check.XXXXXX)
if pnpm -s bench check >"$check_log" 2>&1; then
  sed -n '/^== regression check/,$p' "$check_log"
else
  sed -n '/^== regression check/,$p' "$check_log"
  echo "a ratio moved or a run failed: measuring again once"
  pnpm -s bench check >"$check_log" 2>&1 || { cat "$check_log"; rm -f "$check_log"; exit 1; }
  sed -n '/^== regression check/,$p' "$check_log"
fi
rm -f "$check_log"
