#!/usr/bin/env bash
# Builds the Java client and installs it into the project's Maven repository
# (~/.cache/opensandbox-ts/m2, or $OSB_M2_REPO), then builds the conformance driver against the
# installed artifact and writes its launcher conformance/clients/java/bin/conformance-driver
# (target/ and bin/ are gitignored). Maven's downloads are cached in the same repository, so a
# warm run needs no network; when nothing it builds from changed (pom files, sources, specs), it
# returns at once.
#   --with-tests   also run the client's unit tests (JUnit) while building
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
repo="${OSB_M2_REPO:-$HOME/.cache/opensandbox-ts/m2}"
command -v mvn >/dev/null || { echo "clients/java/setup.sh: mvn is not installed (needs Maven >= 3.8 and JDK >= 17)" >&2; exit 1; }
tests=-DskipTests
[ "${1:-}" = --with-tests ] && tests=""
driver="$root/conformance/clients/java"
version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' "$here/pom.xml")
stamp="$driver/bin/.setup-done"
want="$repo $( (cd "$root" && find clients/java/pom.xml clients/java/setup.sh clients/java/src/main specs conformance/clients/java/pom.xml conformance/clients/java/src -type f -print0 |
  sort -z | xargs -0 cat) | cksum)"
installed="$repo/io/github/opensandbox-ts/opensandbox-client/$version/opensandbox-client-$version.jar"
if [[ -z "$tests" || ! -f "$stamp" || "$(cat "$stamp")" != "$want" || ! -f "$installed" || ! -x "$driver/bin/conformance-driver" ]]; then :; else
  exit 0
fi
mkdir -p "$repo"
mvn=(mvn -B -q -Dmaven.repo.local="$repo" -Dstyle.color=never)
(cd "$here" && "${mvn[@]}" $tests install)
(cd "$driver" && "${mvn[@]}" package)
mkdir -p "$driver/bin"
cat > "$driver/bin/conformance-driver" <<SH
#!/bin/sh
# Written by clients/java/setup.sh.
exec java -Dfile.encoding=UTF-8 -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "$driver/target/classes:\$(cat "$driver/target/classpath.txt")" io.github.opensandboxts.conformance.Main "\$@"
SH
chmod +x "$driver/bin/conformance-driver"
printf '%s\n' "$want" > "$stamp"
echo "clients/java: installed $version into $repo (driver: conformance/clients/java/bin/conformance-driver)"
