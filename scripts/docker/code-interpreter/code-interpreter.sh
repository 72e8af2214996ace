#!/bin/bash
# Entrypoint of opensandbox/code-interpreter:local for clients that create sandboxes the way
# upstream's code-interpreter SDKs do: entrypoint /opt/code-interpreter/code-interpreter.sh with
# PYTHON_VERSION, JAVA_VERSION, NODE_VERSION and GO_VERSION in the environment.
#
# Upstream's script switches each language to the requested version and starts a Jupyter server.
# Here execd starts the kernels itself (no Jupyter server) and the image has one version of each
# language, so the script only says, for each requested version, which version serves it, then
# keeps the sandbox running (or runs its arguments, if any). The lines go to stdout and, when
# that directory is writable (e.g. a host volume mounted there), to
# /var/log/code-interpreter/code-interpreter.log.
set -u
log_dir=/var/log/code-interpreter
say() {
  printf 'code-interpreter: %s\n' "$*"
  if [ -d "$log_dir" ] && [ -w "$log_dir" ]; then
    printf '%s code-interpreter: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >>"$log_dir/code-interpreter.log"
  fi
}
installed() { # $1: language; prints the installed version, empty when the language is absent
  case "$1" in
    python) python3 -c 'import platform; print(platform.python_version())' 2>/dev/null ;;
    java) java -version 2>&1 | sed -n '1s/.*version "\([^"]*\)".*/\1/p' ;;
    node) node --version 2>/dev/null | sed 's/^v//' ;;
    go) go env GOVERSION 2>/dev/null | sed 's/^go//' ;;
  esac
}
for pair in python:PYTHON_VERSION java:JAVA_VERSION node:NODE_VERSION go:GO_VERSION; do
  lang="${pair%%:*}" var="${pair#*:}"
  want="${!var:-}"
  [ -n "$want" ] || continue
  have="$(installed "$lang")"
  if [ -z "$have" ]; then
    say "$var=$want: this image has no $lang"
  elif [ "$have" = "$want" ] || [ "${have#"$want".}" != "$have" ]; then
    say "$var=$want: $lang $have"
  else
    say "$var=$want: not installed, $lang $have serves instead (one version per language in this image)"
  fi
done
say "ready: execd starts a Jupyter kernel per code context"
[ "$#" -gt 0 ] && exec "$@"
exec sleep infinity
