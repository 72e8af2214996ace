// opensandbox/code-interpreter:local as a drop-in for upstream's image: a sandbox created the way
// upstream's code-interpreter clients create one (entrypoint /opt/code-interpreter/code-interpreter.sh,
// PYTHON_VERSION/JAVA_VERSION/NODE_VERSION/GO_VERSION, a host volume for logs), a cell in every
// language the image has a kernel for (through execd's /code API, driven by this package), a clear
// NOT_SUPPORTED for a language it has none for, and `pip install` from a package index on the host.
//
// The index: pypiserver (from PyPI, installed into the test's cache on first use) serving a wheel
// the test writes, on the gateway of the test server's own isolated network. Sandboxes cannot reach
// host addresses; this server alone opens the index's port with `[docker] isolation_allow` (on the
// private ranges, as the network's gateway is known only once the server has made it).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BadRequestError, Sandbox, type ConnectionOptions } from "@opensandbox/sdk";
import { removeRules } from "../../../server/src/runtime/docker-isolation.ts";
import { API_KEY, destroyServer, startServer, waitFor, type TestServer } from "../../../server/test/helpers.ts";
import { CodeInterpreter, type Execution } from "../../src/index.ts";

const CI_IMAGE = process.env.OSB_CODE_INTERPRETER_IMAGE ?? "opensandbox/code-interpreter:local";
const PYPISERVER = "pypiserver==2.4.2";
const PYPISERVER_DIR = path.join(process.env.OSB_CACHE_DIR ?? path.join(homedir(), ".cache", "opensandbox-ts"), "test-tools", "pypiserver-2.4.2");
const tag = randomBytes(3).toString("hex");
const NETWORK = `osbt-kernels-${tag}`;
const RUN = `kernels-${tag}`;
const dockerCli = (...args: string[]) => execFileSync("docker", args, { encoding: "utf8" }).trim();

let dir: string;
let logs: string;
let index: ChildProcess | undefined;
let indexUrl: string;
let server: TestServer;
let sandbox: Sandbox;
let ci: CodeInterpreter;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, "0.0.0.0", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

/** A wheel of one module, `osb_tiny`, written with Python's zipfile (no build tools needed). */
function writeWheel(into: string): void {
  const script = `
import base64, hashlib, sys, zipfile
name, version = "osb_tiny", "0.1.0"
dist = f"{name}-{version}.dist-info"
files = {
    f"{name}/__init__.py": "VALUE = 'installed from the test index'\\n",
    f"{dist}/METADATA": f"Metadata-Version: 2.1\\nName: osb-tiny\\nVersion: {version}\\n",
    f"{dist}/WHEEL": "Wheel-Version: 1.0\\nGenerator: osb-test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
}
def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
record = "".join(f"{p},{digest(c.encode())},{len(c.encode())}\\n" for p, c in files.items()) + f"{dist}/RECORD,,\\n"
with zipfile.ZipFile(f"{sys.argv[1]}/{name}-{version}-py3-none-any.whl", "w") as z:
    for p, c in files.items():
        z.writestr(p, c)
    z.writestr(f"{dist}/RECORD", record)
`;
  execFileSync("python3", ["-c", script, into]);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "osb-kernels-"));
  logs = path.join(dir, "logs");
  const packages = path.join(dir, "packages");
  mkdirSync(logs, { mode: 0o777 });
  mkdirSync(packages);
  writeWheel(packages);
  if (!existsSync(path.join(PYPISERVER_DIR, "pypiserver"))) {
    execFileSync("python3", ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", PYPISERVER_DIR, PYPISERVER], { stdio: "inherit" });
  }

  const port = await freePort();
  const allow = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map((cidr) => `${cidr}:${port}`);
  server = await startServer({
    docker: { network_mode: NETWORK, isolation_allow: allow },
    storage: { allowed_host_paths: [dir] },
  });
  const gateway = dockerCli("network", "inspect", "-f", "{{(index .IPAM.Config 0).Gateway}}", NETWORK);
  index = spawn("python3", ["-m", "pypiserver", "run", "--host", gateway, "--port", String(port), "--disable-fallback", packages], {
    env: { ...process.env, PYTHONPATH: PYPISERVER_DIR },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let indexErr = "";
  index.stderr!.on("data", (d: Buffer) => (indexErr += d.toString()));
  indexUrl = `http://${gateway}:${port}/simple/`;
  await waitFor(
    () => fetch(indexUrl).then((r) => r.status, () => 0),
    (s) => s === 200,
    30_000,
    `pypiserver on ${indexUrl} (${indexErr})`,
  );
  const conn: ConnectionOptions = { domain: server.url.replace(/^http:\/\//, ""), apiKey: API_KEY };
  // What upstream's code-interpreter SDKs send (their README's Sandbox.create), plus a logs volume.
  sandbox = await Sandbox.create({
    ...conn,
    image: CI_IMAGE,
    entrypoint: ["/opt/code-interpreter/code-interpreter.sh"],
    env: { PYTHON_VERSION: "3.11", JAVA_VERSION: "17", NODE_VERSION: "20", GO_VERSION: "1.26" },
    volumes: [{ name: "logs", host: { path: logs }, mountPath: "/var/log/code-interpreter" }],
    resource: { cpu: "1", memory: "2Gi" },
    timeoutSeconds: 900,
    metadata: { run: RUN },
  });
  ci = await CodeInterpreter.create(sandbox);
}, 300_000);

afterAll(async () => {
  await sandbox?.kill().catch(() => {});
  await server?.close();
  await destroyServer(server);
  index?.kill();
  try {
    dockerCli("network", "rm", NETWORK);
    await removeRules(NETWORK, dockerCli("info", "-f", "{{.ID}}"));
  } catch {
    /* not made: the server did not start */
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

function fail(execution: Execution): string {
  return execution.error ? `${execution.error.name}: ${execution.error.value}\n${execution.error.traceback.join("\n")}` : "";
}

const sh = async (command: string) => {
  const r = await sandbox.commands.run(command);
  return { exitCode: r.exitCode, out: `${r.stdout}${r.stderr}` };
};

describe("the upstream drop-in", () => {
  test("the entrypoint runs with upstream's environment and logs to the mounted volume", async () => {
    const logFile = path.join(logs, "code-interpreter.log");
    const log = await waitFor(
      async () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
      (t) => t.includes("ready"),
      30_000,
      "the entrypoint's log line",
    );
    expect(log).toMatch(/PYTHON_VERSION=3\.11: python 3\.11\.\d+/);
    expect(log).toMatch(/JAVA_VERSION=17: java 17\./);
    expect(log).toMatch(/NODE_VERSION=20: not installed, node 18\.\d+\.\d+ serves instead/);
    expect(log).toMatch(/GO_VERSION=1\.26: go 1\.26/);
    // The entrypoint keeps the sandbox running: it is the process osb-init waits for.
    const ps = await sh("ps -eo args");
    expect(ps.out).toContain("sleep infinity");
  });

  test("bash, curl, pip and the user nobody / group nogroup are there", async () => {
    const r = await sh("bash --version | head -1; curl --version | head -1; pip --version; id -un nobody; getent group nogroup");
    expect(r.exitCode, r.out).toBe(0);
    expect(r.out).toMatch(/GNU bash/);
    expect(r.out).toMatch(/^curl \d/m);
    expect(r.out).toMatch(/^pip \d/m);
    expect(r.out).toMatch(/^nobody$/m);
    expect(r.out).toMatch(/^nogroup:x:65534:/m);
  });

  test("pip install from a package index on the host", async () => {
    const r = await sh(`pip install --disable-pip-version-check --no-cache-dir --index-url ${indexUrl} --trusted-host ${new URL(indexUrl).hostname} osb-tiny`);
    expect(r.exitCode, r.out).toBe(0);
    expect(r.out).toContain("Successfully installed osb-tiny-0.1.0");
    const used = await ci.codes.run("import osb_tiny\nosb_tiny.VALUE", { language: "python" });
    expect(fail(used)).toBe("");
    expect(used.results.map((x) => x.text)).toEqual(["'installed from the test index'"]);
  }, 120_000);
});

describe("a cell in every language", () => {
  // One cell per language: output on stdout, and state kept to a second cell of the same context.
  const cells: [string, string, string, string][] = [
    ["python", "n = 6 * 7\nprint('python', n)", "print(n + 1)", "43"],
    ["bash", "N=$((6 * 7)); echo bash $N", "echo $((N + 1))", "43"],
    ["javascript", "const n = 6 * 7;\nconsole.log('javascript', n);", "console.log(n + 1);", "43"],
    ["typescript", "const n: number = 6 * 7;\nconsole.log('typescript', n);", "console.log(n + 1);", "43"],
    ["go", "var n = 6 * 7\n\n%%\nfmt.Println(\"go\", n)", "%%\nfmt.Println(n + 1)", "43"],
    ["java", 'int n = 6 * 7;\nSystem.out.println("java " + n);', "System.out.println(n + 1);", "43"],
  ];
  test.each(cells)("%s", async (language, first, second, expected) => {
    const ctx = await ci.codes.createContext({ language });
    expect(ctx.language).toBe(language);
    const a = await ci.codes.run(first, { context: ctx });
    expect(fail(a)).toBe("");
    expect(a.logs.stdout.join("\n")).toContain(`${language} 42`);
    const b = await ci.codes.run(second, { context: ctx });
    expect(fail(b)).toBe("");
    expect(b.logs.stdout.join("\n").trim()).toBe(expected);
    await ci.codes.deleteContext(ctx);
  }, 180_000);

  test("a language without a kernel: NOT_SUPPORTED naming it", async () => {
    const err = await ci.codes.createContext({ language: "ruby" }).catch((e: unknown) => e);
    expect(BadRequestError.isInstance(err)).toBe(true);
    expect(err).toMatchObject({ status: 400, code: "NOT_SUPPORTED" });
    expect((err as Error).message).toContain('no Jupyter kernel for language "ruby"');
    const ran = await ci.codes.run("puts 1", { language: "ruby" }).catch((e: unknown) => e);
    expect(ran).toMatchObject({ code: "NOT_SUPPORTED" });
  });
});
