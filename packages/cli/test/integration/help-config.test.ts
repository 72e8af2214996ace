// The built binary: --help for every command, usage errors (exit 2), and `osb config` against a
// temporary config directory (no server needed).
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BUNDLE, buildOnce, isolatedEnv, loadNodePty, runCli, tempHome } from "./helpers.ts";

const COMMANDS = [
  [],
  ["config"],
  ["config", "init"],
  ["config", "set"],
  ["config", "get"],
  ["config", "unset"],
  ["config", "path"],
  ["sandbox"],
  ["sandbox", "create"],
  ["sandbox", "list"],
  ["sandbox", "get"],
  ["sandbox", "kill"],
  ["sandbox", "renew"],
  ["sandbox", "pause"],
  ["sandbox", "resume"],
  ["sandbox", "endpoint"],
  ["sandbox", "url"],
  ["sandbox", "logs"],
  ["sandbox", "events"],
  ["sandbox", "metrics"],
  ["sandbox", "health"],
  ["command"],
  ["command", "run"],
  ["command", "status"],
  ["command", "logs"],
  ["command", "interrupt"],
  ["command", "session"],
  ["command", "session", "create"],
  ["command", "session", "run"],
  ["command", "session", "delete"],
  ["exec"],
  ["files"],
  ["files", "cp"],
  ["files", "cat"],
  ["files", "write"],
  ["files", "ls"],
  ["files", "rm"],
  ["files", "mkdir"],
  ["vault"],
  ["vault", "create"],
  ["vault", "get"],
  ["vault", "patch"],
  ["vault", "delete"],
  ["vault", "credentials"],
  ["vault", "bindings"],
];

beforeAll(async () => {
  await buildOnce();
});

describe("help and usage", () => {
  const env = isolatedEnv(tempHome());

  it.each(COMMANDS.map((c) => [c.join(" ") || "(top level)", c]))("osb %s --help exits 0", async (_name, words) => {
    const r = await runCli([...(words as string[]), "--help"], { env });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: osb/);
  });

  it("every command is covered by this list", async () => {
    // The top-level help lists the groups; each group's help lists its commands.
    const commandsOf = (help: string) => {
      const section = help.split("Commands:\n")[1]?.split("\n\n")[0] ?? "";
      return [...section.matchAll(/^ {2}(\w+)/gm)].map((m) => m[1]!).filter((c) => c !== "help");
    };
    const listed: string[] = [];
    for (const g of commandsOf((await runCli(["--help"], { env })).stdout)) {
      listed.push(g);
      for (const c of commandsOf((await runCli([g, "--help"], { env })).stdout)) listed.push(`${g} ${c}`);
    }
    expect(listed.sort()).toEqual(COMMANDS.filter((c) => c.length && c.length <= 2).map((c) => c.join(" ")).sort());
  });

  it("--version prints the package version", async () => {
    const r = await runCli(["--version"], { env });
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    [["sandbox", "create", "--bogus"], /^osb: unknown option '--bogus' \(see 'osb sandbox create --help'\)\n$/],
    [["sandbox", "get"], /^osb: missing required argument 'id' \(see 'osb sandbox get --help'\)\n$/],
    [["sandbox", "create", "--image", "x", "--timeout", "10x"], /^osb: invalid --timeout "10x" \(e\.g\. 600, 30s, 10m, 1h30m or none\)\n$/],
    [["sandbox", "create", "--image", "x", "--env", "=v"], /^osb: invalid --env "=v": empty key\n$/],
    [["sandbox", "renew", "abc"], /^osb: required option '--timeout <duration>' not specified/],
    [["sandbox", "list", "-o", "xml"], /^osb: option '-o, --output <format>' argument 'xml' is invalid/],
    [["files", "cp", "a", "b"], /^osb: one of SRC and DST must be a sandbox path \(ID:\/path\)\n$/],
    [["files", "cat", "/local/path"], /^osb: "\/local\/path" is not a sandbox path \(expected ID:\/path\)\n$/],
    [["command", "run", "abc"], /^osb: missing required argument 'command'/],
    [["sandbox", "nope"], /^osb: unknown command 'nope'/],
  ])("usage error %j exits 2 with one line", async (args, pattern) => {
    const r = await runCli(args as string[], { env });
    expect(r.stderr).toMatch(pattern as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.code).toBe(2);
  });

  it("a group without a subcommand shows its help on stderr and exits 2", async () => {
    const r = await runCli(["sandbox"], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^Usage: osb sandbox/);
  });
});

describe("osb config", () => {
  it("init, set, get round trip in $XDG_CONFIG_HOME, written 0600", async () => {
    const home = tempHome();
    const env = isolatedEnv(home);
    const file = path.join(home, ".config", "opensandbox", "config.json");

    let r = await runCli(["config", "path"], { env });
    expect(r.stdout.trim()).toBe(file);

    r = await runCli(["config", "init", "--domain", "sandbox.example:8080", "--api-key", "key-0123456789abcdef"], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ domain: "sandbox.example:8080", protocol: "http", api_key: "key-0123456789abcdef" });

    r = await runCli(["config", "init"], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/already exists \(use --force/);

    for (const [k, v] of [["protocol", "https"], ["request_timeout", "1m"], ["use_server_proxy", "true"], ["default_image", "python:3.12-slim"]]) {
      r = await runCli(["config", "set", k!, v!], { env });
      expect(r.code, r.stderr).toBe(0);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);

    r = await runCli(["config", "get", "domain"], { env });
    expect(r.stdout).toBe("sandbox.example:8080\n");
    r = await runCli(["config", "get", "request_timeout"], { env });
    expect(r.stdout).toBe("60\n");
    // The API key is masked unless asked for.
    r = await runCli(["config", "get", "api_key"], { env });
    expect(r.stdout.trim()).not.toContain("0123456789");
    expect(r.stdout.trim()).toMatch(/^key-…cdef$/);
    r = await runCli(["config", "get", "api_key", "--show-secrets"], { env });
    expect(r.stdout).toBe("key-0123456789abcdef\n");

    r = await runCli(["config", "get", "-o", "json"], { env });
    expect(JSON.parse(r.stdout)).toEqual({
      domain: "sandbox.example:8080",
      protocol: "https",
      api_key: "key-…cdef",
      request_timeout: 60,
      use_server_proxy: true,
      default_image: "python:3.12-slim",
    });
    r = await runCli(["config", "get"], { env });
    expect(r.stdout).toMatch(/^KEY\s+VALUE\s+SOURCE\n/);
    expect(r.stdout).toMatch(/^domain\s+sandbox\.example:8080\s+file$/m);

    r = await runCli(["config", "unset", "default_image"], { env });
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).default_image).toBeUndefined();
  });

  it.runIf(loadNodePty())("init on a terminal asks for the values and does not echo the API key", async () => {
    const home = tempHome();
    const env = isolatedEnv(home);
    const term = loadNodePty()!.spawn(process.execPath, [BUNDLE, "config", "init"], { name: "xterm", cols: 100, rows: 24, cwd: home, env });
    let output = "";
    term.onData((d) => (output += d));
    const exited = new Promise<number>((resolve) => term.onExit((e) => resolve(e.exitCode)));
    const answer = async (prompt: string, text: string) => {
      const deadline = Date.now() + 10_000;
      while (!output.includes(prompt) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(output).toContain(prompt);
      term.write(`${text}\r`);
    };
    await answer("Server (host[:port]) [localhost:8080]: ", "asked-host:7");
    await answer("Protocol (http/https) [http]: ", "");
    await answer("API key (empty for none): ", "typed-secret-key");
    expect(await exited).toBe(0);
    expect(output).not.toContain("typed-secret-key");
    expect(JSON.parse(readFileSync(path.join(home, ".config", "opensandbox", "config.json"), "utf8"))).toEqual({ domain: "asked-host:7", protocol: "http", api_key: "typed-secret-key" });
  });

  it("environment variables override the file and flags override both", async () => {
    const home = tempHome();
    const env = isolatedEnv(home);
    await runCli(["config", "init", "--domain", "from-file:1"], { env });
    let r = await runCli(["config", "get", "domain", "-o", "table"], { env });
    expect(r.stdout).toMatch(/^domain\s+from-file:1\s+file$/m);
    const withEnv = { ...env, OPEN_SANDBOX_DOMAIN: "from-env:2", OPEN_SANDBOX_API_KEY: "env-key", OPEN_SANDBOX_USE_SERVER_PROXY: "1" };
    r = await runCli(["config", "get", "-o", "table"], { env: withEnv });
    expect(r.stdout).toMatch(/^domain\s+from-env:2\s+env$/m);
    expect(r.stdout).toMatch(/^api_key\s+\*+\s+env$/m);
    expect(r.stdout).toMatch(/^use_server_proxy\s+true\s+env$/m);
    // Flags before or after the subcommand.
    r = await runCli(["--domain", "from-flag:3", "config", "get", "domain"], { env: withEnv });
    expect(r.stdout).toBe("from-flag:3\n");
    r = await runCli(["config", "get", "domain", "--domain", "from-flag:4"], { env: withEnv });
    expect(r.stdout).toBe("from-flag:4\n");
  });

  it("set KEY - reads the value from stdin", async () => {
    const home = tempHome();
    const env = isolatedEnv(home);
    const r = await runCli(["config", "set", "api_key", "-"], { env, input: "from-stdin-key\n" });
    expect(r.code, r.stderr).toBe(0);
    expect((await runCli(["config", "get", "api_key", "--show-secrets"], { env })).stdout).toBe("from-stdin-key\n");
  });

  it("OSB_CONFIG names the file", async () => {
    const home = tempHome();
    const file = path.join(home, "elsewhere.json");
    const env = isolatedEnv(home, { OSB_CONFIG: file });
    const r = await runCli(["config", "set", "domain", "h:9"], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ domain: "h:9" });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("rejects unknown keys and invalid values, and reports an invalid file in one line", async () => {
    const home = tempHome();
    const env = isolatedEnv(home);
    let r = await runCli(["config", "set", "domian", "x"], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('osb: unknown config key "domian" (known: domain, protocol, api_key, request_timeout, use_server_proxy, default_image)\n');
    r = await runCli(["config", "set", "use_server_proxy", "maybe"], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^osb: invalid use_server_proxy "maybe"/);

    const file = path.join(home, "bad.json");
    writeFileSync(file, JSON.stringify({ domain: 5, colour: "blue" }));
    r = await runCli(["sandbox", "list"], { env: { ...env, OSB_CONFIG: file } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^osb: config file .*bad\.json is invalid: .*domain.*; unknown key colour/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
