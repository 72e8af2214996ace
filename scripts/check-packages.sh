#!/usr/bin/env bash
# Builds the distributables of the Python, Go and Java clients and uses them as a user would,
# outside the repository: the wheel is installed into a fresh virtualenv and imported; the Go
# module is required by a fresh consumer module and built; the Maven artifact is deployed into a
# file repository and used by a fresh Maven project. Versions must match the TS SDK's (one line).
#   --only java   just the Java artifact (the other clients need their setup.sh first)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
version=$(node -p 'require("./packages/sdk-ts/package.json").version')
work=$(mktemp -d /tmp/osb-packages.XXXXXX)
trap 'rm -rf "$work"' EXIT
only=""
[ "${1:-}" = --only ] && only="${2:-}"

if [ "$only" != java ]; then
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
fi

echo "java: Maven artifact"
# Built and deployed into a file repository in $work, as a release would publish it, then used by a
# fresh Maven project whose only repositories are that one and the project's Maven cache (as a
# mirror of Maven Central: no network when the cache is warm; clients/java/setup.sh filled it).
m2="${OSB_M2_REPO:-$HOME/.cache/opensandbox-ts/m2}"
pom_version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' clients/java/pom.xml)
[ "$pom_version" = "$version" ] || { echo "clients/java/pom.xml is $pom_version, not $version" >&2; exit 1; }
(cd clients/java && mvn -B -q -ntp -Dstyle.color=never -Dmaven.repo.local="$m2" -DskipTests \
  -DaltDeploymentRepository="staging::file://$work/repo" deploy >"$work/mvn.log" 2>&1) || { cat "$work/mvn.log"; exit 1; }
art="$work/repo/io/github/opensandbox-ts/opensandbox-client/$version"
for f in "opensandbox-client-$version.jar" "opensandbox-client-$version-sources.jar" "opensandbox-client-$version.pom"; do
  [ -f "$art/$f" ] || { echo "the deployed artifact lacks $f" >&2; exit 1; }
done
jar_list=$(unzip -Z1 "$art/opensandbox-client-$version.jar")
for needed in io/github/opensandboxts/client/OpenSandbox.class io/github/opensandboxts/client/generated/lifecycle/api/SandboxesApi.class \
  io/github/opensandboxts/client/generated/execd/model/ServerStreamEvent.class; do
  grep -qx "$needed" <<<"$jar_list" || { echo "$needed is missing from the jar" >&2; exit 1; }
done
if grep -q 'Test\.class$\|MockServer' <<<"$jar_list"; then echo "the jar carries tests" >&2; exit 1; fi
mkdir -p "$work/java-consumer/src/main/java/example"
cat > "$work/settings.xml" <<XML
<settings>
  <mirrors>
    <mirror><id>project-cache</id><mirrorOf>central</mirrorOf><url>file://$m2</url></mirror>
  </mirrors>
</settings>
XML
cat > "$work/java-consumer/pom.xml" <<XML
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>example</groupId>
  <artifactId>consumer</artifactId>
  <version>1</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <repositories>
    <repository><id>staging</id><url>file://$work/repo</url></repository>
  </repositories>
  <dependencies>
    <dependency>
      <groupId>io.github.opensandbox-ts</groupId>
      <artifactId>opensandbox-client</artifactId>
      <version>$version</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.5.0</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.14.0</version></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.11.0</version></plugin>
    </plugins>
  </build>
</project>
XML
cat > "$work/java-consumer/src/main/java/example/Main.java" <<'JAVA'
package example;

import io.github.opensandboxts.client.ClientOptions;
import io.github.opensandboxts.client.OpenSandbox;
import io.github.opensandboxts.client.TransportError;
import io.github.opensandboxts.client.Version;

/** Nothing listens on port 1: the call must fail as a typed transport error. */
public class Main {
  public static void main(String[] args) {
    if (!Version.VERSION.equals(args[0])) throw new AssertionError("Version.VERSION is " + Version.VERSION + ", expected " + args[0]);
    OpenSandbox client = new OpenSandbox(ClientOptions.builder().domain("127.0.0.1:1").apiKey("k").maxRetries(0).build());
    try {
      client.sandboxes().get("nope");
      throw new AssertionError("expected a TransportError");
    } catch (TransportError expected) {
      System.out.println("  built and ran a consumer of " + Version.VERSION);
    }
  }
}
JAVA
consumer_mvn=(mvn -B -q -ntp -Dstyle.color=never -s "$work/settings.xml" -Dmaven.repo.local="$work/m2")
(cd "$work/java-consumer" && "${consumer_mvn[@]}" compile dependency:build-classpath -Dmdep.outputFile=cp.txt -Dmdep.includeScope=runtime >"$work/consumer.log" 2>&1) ||
  { cat "$work/consumer.log"; exit 1; }
cp=$(cat "$work/java-consumer/cp.txt")
# The published POM keeps the client's run-time dependencies to Jackson (java.net.http is the JDK's).
extra=$(tr ':' '\n' <<<"$cp" | sed 's|.*/||' | grep -v '^jackson-\(databind\|core\|annotations\|datatype-jsr310\)-.*\.jar$' | grep -v "^opensandbox-client-$version.jar$" || true)
[ -z "$extra" ] || { echo "unexpected run-time dependencies of the Java client: $extra" >&2; exit 1; }
grep -q "^opensandbox-client-$version.jar>staging=" "$work/m2/io/github/opensandbox-ts/opensandbox-client/$version/_remote.repositories" ||
  { echo "the consumer did not resolve the client from the deployed repository" >&2; exit 1; }
java -cp "$work/java-consumer/target/classes:$cp" example.Main "$version"
