#!/usr/bin/env bash
# Builds the root filesystem of opensandbox/musl:local, the test image that
# stands in for Alpine: a userland linked against musl libc only, no glibc anywhere in it.
# Called by scripts/docker-setup.sh when that image is missing and no cached tarball exists.
#
# Usage: build-musl-rootfs.sh OUT_TAR WORK_DIR
#   OUT_TAR   the rootfs tarball to write (written to OUT_TAR.tmp, then renamed)
#   WORK_DIR  an empty scratch directory, removed by the caller
# Environment: DEBIAN_MIRROR, DEBIAN_SUITE, DEBIAN_KEYRING (as in docker-setup.sh);
#   BUILD_LOG  where apt and build output go (default WORK_DIR/build.log)
#
# How (everything from Debian's archive, nothing else is reachable here):
#   1. Debian's musl toolchain: packages musl, musl-dev, musl-tools (musl-gcc), plus gcc/make/
#      dpkg-dev for the build; installed when missing.
#   2. Debian's busybox SOURCE package for the suite (apt-get source, with a throwaway deb-src
#      list and apt state under WORK_DIR: the machine's apt configuration is not touched).
#   3. busybox defconfig built with musl-gcc, dynamically linked: its ELF interpreter is
#      /lib/ld-musl-x86_64.so.1 like Alpine's binaries. musl-gcc ships no kernel headers, so the
#      host's linux/asm headers are added with -idirafter (searched after musl's own headers).
#   4. A rootfs laid out like Alpine's: /bin/busybox and one symlink per applet, the musl loader
#      as /lib/ld-musl-x86_64.so.1 (a real file, libc and loader in one, as on Alpine) and
#      /lib/libc.musl-x86_64.so.1 pointing at it, /etc/{passwd,group,os-release}, /tmp.
# Prints progress to stderr; apt and build output go to BUILD_LOG (its tail is shown on failure).
set -euo pipefail

out="${1:?usage: build-musl-rootfs.sh OUT_TAR WORK_DIR}"
work="${2:?usage: build-musl-rootfs.sh OUT_TAR WORK_DIR}"
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DEBIAN_SUITE="${DEBIAN_SUITE:-bookworm}"
DEBIAN_KEYRING="${DEBIAN_KEYRING:-/usr/share/keyrings/debian-archive-keyring.gpg}"
MUSL_LIBC=/usr/lib/x86_64-linux-musl/libc.so # Debian's musl: loader and libc in one file
LDSO=ld-musl-x86_64.so.1

log="${BUILD_LOG:-$work/build.log}"
: >"$log"
die() {
  printf 'build-musl-rootfs: ERROR: %s\n' "$*" >&2
  tail -n 25 "$log" | sed 's/^/  | /' >&2
  printf 'build-musl-rootfs: full log: %s\n' "$log" >&2
  exit 1
}
[ "$(id -u)" = 0 ] || die "needs root (apt-get, chown root in the tarball)"

# --- 1. toolchain -------------------------------------------------------------------------------
pkg_installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }
missing=()
for p in musl musl-dev musl-tools gcc libc6-dev make dpkg-dev binutils; do
  pkg_installed "$p" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  apt_install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      -o DPkg::Lock::Timeout=300 "${missing[@]}" >>"$log" 2>&1
  }
  if ! apt_install; then
    DEBIAN_FRONTEND=noninteractive apt-get update -q -o DPkg::Lock::Timeout=300 >>"$log" 2>&1 || true
    apt_install || die "apt-get install ${missing[*]} failed"
  fi
fi
[ -f "$MUSL_LIBC" ] && [ -x /usr/bin/musl-gcc ] || die "musl-tools installed but $MUSL_LIBC or musl-gcc missing"

# --- 2. busybox source from Debian (throwaway apt state) ----------------------------------------
apt_dir="$work/apt"
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$work/src"
printf 'deb-src [signed-by=%s] %s %s main\n' "$DEBIAN_KEYRING" "$DEBIAN_MIRROR" "$DEBIAN_SUITE" >"$apt_dir/sources.list"
apt_opts=(
  -o "Dir::Etc::SourceList=$apt_dir/sources.list" -o "Dir::Etc::SourceParts=$apt_dir/none"
  -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
  -o APT::Sandbox::User=root -o Acquire::Languages=none
)
apt-get "${apt_opts[@]}" -q update >>"$log" 2>&1 || die "apt-get update of the deb-src list failed"
(cd "$work/src" && apt-get "${apt_opts[@]}" -q source busybox >>"$log" 2>&1) || die "apt-get source busybox failed"
src="$(find "$work/src" -mindepth 1 -maxdepth 1 -type d -name 'busybox-*' | head -n 1)"
[ -n "$src" ] || die "apt-get source busybox left no busybox-* directory"
bb_version="$(cd "$work/src" && ls busybox_*.dsc | sed 's/^busybox_//; s/\.dsc$//')"
musl_version="$(dpkg-query -W -f='${Version}' musl)"
printf 'build-musl-rootfs: building busybox %s (Debian source) with musl-gcc (musl %s)\n' \
  "$bb_version" "$musl_version" >&2

# --- 3. build -----------------------------------------------------------------------------------
kinc="$work/kernel-headers"
mkdir -p "$kinc"
for d in linux asm-generic mtd; do ln -s "/usr/include/$d" "$kinc/$d"; done
ln -s "/usr/include/$(gcc -print-multiarch)/asm" "$kinc/asm"
bb_make=(make -C "$src" CC=musl-gcc HOSTCC=gcc "EXTRA_CFLAGS=-idirafter $kinc" KCONFIG_NOTIMESTAMP=1)
"${bb_make[@]}" defconfig >>"$log" 2>&1 || die "busybox make defconfig failed"
"${bb_make[@]}" -j"$(nproc)" busybox >>"$log" 2>&1 || die "busybox build failed"
bb="$src/busybox"
[ "$(readelf -l "$bb" | sed -n 's/.*Requesting program interpreter: \(.*\)]/\1/p')" = "/lib/$LDSO" ] ||
  die "built busybox does not use /lib/$LDSO as its ELF interpreter"

# --- 4. rootfs ----------------------------------------------------------------------------------
root="$work/rootfs"
mkdir -p "$root"/{bin,sbin,lib,usr/bin,usr/sbin,usr/lib,usr/local/bin,etc,root,home,tmp,var/tmp,proc,sys,dev,run}
install -m 0755 "$bb" "$root/bin/busybox"
install -m 0755 "$(readlink -f "$MUSL_LIBC")" "$root/lib/$LDSO"
ln -s "$LDSO" "$root/lib/libc.musl-x86_64.so.1"
# One symlink per applet, where busybox wants it (bin/sh, usr/bin/env, ...). Running the fresh
# binary on the host is fine: Debian's musl package provides /lib/ld-musl-x86_64.so.1 here too.
"$root/bin/busybox" --list-full >"$work/applets" || die "the musl busybox does not run"
while read -r p; do
  case "$p" in "" | bin/busybox | linuxrc) continue ;; esac
  mkdir -p "$root/$(dirname "$p")"
  [ -e "$root/$p" ] || ln -s /bin/busybox "$root/$p"
done <"$work/applets"
for a in sh ls cat echo sleep mkdir rm id env ps tail; do
  grep -qE "(^|/)$a\$" "$work/applets" || die "busybox defconfig has no '$a' applet"
done
chmod 1777 "$root/tmp" "$root/var/tmp"
chmod 700 "$root/root"
printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/:/sbin/nologin\n' >"$root/etc/passwd"
printf 'root:x:0:root\nnogroup:x:65533:\nnobody:x:65534:\n' >"$root/etc/group"
printf 'root:*::0:::::\nnobody:!::0:::::\n' >"$root/etc/shadow"
chmod 640 "$root/etc/shadow"
printf '/bin/sh\n' >"$root/etc/shells"
cat >"$root/etc/os-release" <<EOF
NAME="OpenSandbox musl test image"
ID=opensandbox-musl
ID_LIKE=alpine
VERSION_ID=$bb_version
PRETTY_NAME="OpenSandbox musl test image (busybox $bb_version, musl $musl_version; not Alpine)"
EOF
cat >"$root/etc/motd" <<EOF
OpenSandbox musl test image: Debian's busybox $bb_version source built with musl-gcc
(musl $musl_version, dynamically linked, interpreter /lib/$LDSO). Built by scripts/docker-setup.sh.
EOF

# No glibc may be in it, and every ELF file must use the musl loader (or none, for the loader).
[ -z "$(find "$root" -name 'libc.so.6' -o -name 'ld-linux*')" ] || die "glibc files in the rootfs"
while IFS= read -r -d '' f; do
  head -c 4 "$f" | grep -q 'ELF' || continue
  interp="$(readelf -l "$f" 2>/dev/null | sed -n 's/.*Requesting program interpreter: \(.*\)]/\1/p')"
  case "$f:$interp" in "$root/lib/$LDSO:" | *":/lib/$LDSO") ;; *) die "$f: unexpected ELF interpreter '$interp'" ;; esac
done < <(find "$root" -type f -print0)

tar --numeric-owner --owner=0 --group=0 -C "$root" -cf "$out.tmp" .
mv -f "$out.tmp" "$out"
