#!/usr/bin/env bash
# Registers gVisor (Debian's `runsc`) with dockerd as the OCI runtime "runsc", for sandboxes of the
# runtime class that names it ([secure_runtime.classes.gvisor] docker_runtime = "runsc").
#
# Usage: gvisor.sh DAEMON_JSON [DOCKERD_PID]
#   Installs the `runsc` package when it is missing (apt), adds
#   "runtimes": {"runsc": {"path": …, "runtimeArgs": ["--network=host"]}} to DAEMON_JSON (other keys
#   kept) and, with DOCKERD_PID, sends dockerd SIGHUP when the file changed: dockerd reloads its
#   runtimes without a restart. `--network=host` makes runsc use the container's own network
#   namespace (Docker's bridge, ports, isolation) through the host kernel's network stack; gVisor's
#   own netstack (the default) does not start on these machines.
# Prints "unchanged" or "registered".
set -euo pipefail
file="$1"
pid="${2:-}"
if ! command -v runsc >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q runsc >/dev/null || { echo "gvisor.sh: could not install runsc (apt)" >&2; exit 1; }
fi
runsc="$(command -v runsc)"
current='{}'
if [ -s "$file" ]; then current="$(cat "$file")"; fi
next="$(printf '%s' "$current" | RUNSC="$runsc" node -e '
let s = "";
process.stdin.on("data", (c) => (s += c)).on("end", () => {
  const j = JSON.parse(s);
  j.runtimes = { ...(j.runtimes ?? {}), runsc: { path: process.env.RUNSC, runtimeArgs: ["--network=host"] } };
  console.log(JSON.stringify(j, null, 2));
});')" || { echo "gvisor.sh: $file is not valid JSON" >&2; exit 1; }
if [ "$(printf '%s' "$current" | node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>console.log(JSON.stringify(JSON.parse(s||"{}"))))')" = \
     "$(printf '%s' "$next" | node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>console.log(JSON.stringify(JSON.parse(s))))')" ]; then
  echo unchanged
  exit 0
fi
mkdir -p "$(dirname "$file")"
printf '%s\n' "$next" >"$file.tmp"
mv -f "$file.tmp" "$file"
if [ -n "$pid" ]; then kill -HUP "$pid"; fi
echo registered
