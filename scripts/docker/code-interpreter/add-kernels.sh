#!/usr/bin/env bash
# Adds to an extracted code-interpreter rootfs what the Debian packages do not have: the kernels of
# bash (bash_kernel, PyPI), JavaScript and TypeScript (tslab, npm; on Debian's Node), Go (gonb with
# goimports and gopls, Go module proxy; the host's Go toolchain, copied) and Java (jshell-kernel,
# built here on jjava-jupyter from Maven Central; Debian's JDK), each with its kernelspec under
# /usr/local/share/jupyter/kernels, the upstream entrypoint /opt/code-interpreter/code-interpreter.sh,
# and a pip that installs into the system Python.
#
# Usage: add-kernels.sh ROOTFS DOWNLOAD_CACHE LOG   (as root; called by scripts/docker-setup.sh)
# Downloads go through the host's clients (pip, npm, go, mvn) into DOWNLOAD_CACHE and their own
# caches, so a rebuild fetches nothing that did not change. Versions are pinned below; they are
# part of the image's inputs hash (this file is).
set -euo pipefail
root="$1" cache="$2" log="$3"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BASH_KERNEL_VERSION=0.10.0
TSLAB_VERSION=1.0.22
GONB_VERSION=v0.11.1
X_TOOLS_VERSION=v0.52.0
GOPLS_VERSION=v0.23.0
M2_REPO="${OSB_M2_REPO:-$HOME/.cache/opensandbox-ts/m2}"
PATH_IN_IMAGE=/usr/local/go/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
kernels="$root/usr/local/share/jupyter/kernels"
mkdir -p "$cache" "$kernels" "$root/dev"
# The root has no /dev (Docker provides it); the go command needs /dev/null while it builds.
rm -f "$root/dev/null"
mknod -m 666 "$root/dev/null" c 1 3
trap 'rm -f "$root/dev/null"' EXIT
step() { printf '\n=== %s: %s\n' "$(date -Is)" "$*" >>"$log"; }
# GOROOT: the host's go binary may be built without a default GOROOT (the image sets it too).
in_root() { chroot "$root" env -i HOME=/root PATH="$PATH_IN_IMAGE" GOROOT=/usr/local/go LANG=C.UTF-8 "$@"; }
kernelspec() { # $1: name; $2: JSON
  mkdir -p "$kernels/$1"
  printf '%s\n' "$2" >"$kernels/$1/kernel.json"
}

# pip: Debian marks its Python "externally managed" (PEP 668), which makes `pip install` refuse to
# run; in a sandbox the system Python is the one to install into, as in upstream's image.
rm -f "$root"/usr/lib/python3*/EXTERNALLY-MANAGED

# upstream's entrypoint
install -D -m 0755 "$here/code-interpreter.sh" "$root/opt/code-interpreter/code-interpreter.sh"
mkdir -p "$root/var/log/code-interpreter"

# bash: bash_kernel (pure Python; pexpect and filetype come from Debian)
step "bash_kernel $BASH_KERNEL_VERSION"
wheels="$cache/wheels"
mkdir -p "$wheels"
ls "$wheels"/bash_kernel-"$BASH_KERNEL_VERSION"-*.whl >/dev/null 2>&1 ||
  python3 -m pip download --quiet --disable-pip-version-check --no-deps -d "$wheels" "bash_kernel==$BASH_KERNEL_VERSION" >>"$log" 2>&1
mkdir -p "$root/tmp/wheels"
cp "$wheels"/bash_kernel-"$BASH_KERNEL_VERSION"-*.whl "$root/tmp/wheels/"
in_root python3 -m pip install --quiet --disable-pip-version-check --no-index --no-deps --no-cache-dir \
  --find-links /tmp/wheels "bash_kernel==$BASH_KERNEL_VERSION" >>"$log" 2>&1
rm -rf "$root/tmp/wheels"
kernelspec bash '{"argv": ["python3", "-m", "bash_kernel", "-f", "{connection_file}"], "display_name": "Bash", "language": "bash", "env": {"PS1": "$"}}'

# JavaScript and TypeScript: tslab (its zeromq addon ships prebuilt for linux-x64 glibc)
step "tslab $TSLAB_VERSION"
tslab="$cache/tslab-$TSLAB_VERSION"
if [ ! -x "$tslab/node_modules/.bin/tslab" ]; then
  rm -rf "$tslab.tmp" && mkdir -p "$tslab.tmp"
  (cd "$tslab.tmp" && printf '{"private": true}\n' >package.json &&
    npm install --no-audit --no-fund --omit=dev "tslab@$TSLAB_VERSION" >>"$log" 2>&1)
  rm -rf "$tslab" && mv "$tslab.tmp" "$tslab"
fi
mkdir -p "$root/opt/tslab"
cp -a "$tslab/node_modules" "$root/opt/tslab/"
ln -sf /opt/tslab/node_modules/.bin/tslab "$root/usr/local/bin/tslab"
# tslab looks for @types/node (console, process, ...) under the cell's directory, else in its own
# node_modules; npm hoisted it one level up.
mkdir -p "$root/opt/tslab/node_modules/tslab/node_modules"
ln -sfn ../../@types "$root/opt/tslab/node_modules/tslab/node_modules/@types"
in_root tslab --version >>"$log" 2>&1
kernelspec tslab '{"argv": ["tslab", "kernel", "--config-path", "{connection_file}"], "display_name": "TypeScript", "language": "typescript"}'
kernelspec jslab '{"argv": ["tslab", "kernel", "--config-path", "{connection_file}", "--js"], "display_name": "JavaScript", "language": "javascript"}'

# A host without Go or Maven (the quick start's machine) gets an image without the Go or Java
# kernel: those languages then answer NOT_SUPPORTED. docker-setup.sh's inputs hash notes the
# tools, so the image is rebuilt with both once they are installed.
if ! command -v go >/dev/null 2>&1; then
  step "no go on PATH: no Go kernel"
else
# Go: the host's toolchain (tests, API lists and docs left out) and gonb, goimports, gopls built
# with it. gonb is built inside its module (`go install mod@version` would ask the proxy for the
# module's version list, which it does not serve).
step "Go $(go env GOVERSION), gonb $GONB_VERSION"
goroot="$(go env GOROOT)"
mkdir -p "$root/usr/local/go"
tar -C "$goroot" --exclude=./test --exclude=./api --exclude=./doc --exclude='testdata' -cf - . | tar -C "$root/usr/local/go" -xf -
gobin="$cache/gobin-$GONB_VERSION-$X_TOOLS_VERSION-$GOPLS_VERSION-$(go env GOVERSION)"
if [ ! -x "$gobin/gopls" ]; then
  mkdir -p "$gobin.tmp"
  export GOFLAGS=-buildvcs=false CGO_ENABLED=0 GOTOOLCHAIN=local
  gonb_src="$(go mod download -json "github.com/janpfeifer/gonb@$GONB_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
  {
    (cd "$gonb_src" && go build -trimpath -ldflags=-s -o "$gobin.tmp/gonb" .)
    GOBIN="$gobin.tmp" go install -trimpath -ldflags=-s "golang.org/x/tools/cmd/goimports@$X_TOOLS_VERSION"
    GOBIN="$gobin.tmp" go install -trimpath -ldflags=-s "golang.org/x/tools/gopls@$GOPLS_VERSION"
  } >>"$log" 2>&1
  rm -rf "$gobin" && mv "$gobin.tmp" "$gobin"
fi
install -m 0755 "$gobin/gonb" "$gobin/goimports" "$gobin/gopls" "$root/usr/local/bin/"
kernelspec gonb '{"argv": ["/usr/local/bin/gonb", "--kernel", "{connection_file}"], "display_name": "Go (gonb)", "language": "go", "interrupt_mode": "message", "env": {"GOTOOLCHAIN": "local"}}'
# Compile the standard packages a first cell needs once, so that cell does not wait for it.
mkdir -p "$root/tmp/warm"
printf 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("warm") }\n' >"$root/tmp/warm/main.go"
in_root sh -c 'cd /tmp/warm && export GOTOOLCHAIN=local && go mod init warm && go build -o warm . && ./warm' >>"$log" 2>&1
rm -rf "$root/tmp/warm"
fi

# Java: jshell-kernel (java-kernel/), on Debian's JDK
if ! command -v mvn >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  step "no mvn or javac on PATH: no Java kernel"
else
step "jshell-kernel"
(cd "$here/java-kernel" && mvn -B -q -Dmaven.repo.local="$M2_REPO" -Dstyle.color=never package) >>"$log" 2>&1
mkdir -p "$root/opt/jshell-kernel"
cp -a "$here/java-kernel/target/jshell-kernel-1.0.0.jar" "$here/java-kernel/target/lib" "$root/opt/jshell-kernel/"
kernelspec java '{"argv": ["java", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Dslf4j.internal.verbosity=ERROR", "-jar", "/opt/jshell-kernel/jshell-kernel-1.0.0.jar", "{connection_file}"], "display_name": "Java (JShell)", "language": "java", "interrupt_mode": "message"}'
fi
step "kernels added"
