// Runs the code blocks of the project's Markdown files, so that the docs stay true.
//
//   tsx scripts/docs/run-docs.ts [options] FILE.md...     (scripts/docs/run-docs.sh: against a fresh server)
//
// Every fenced block is either run, checked, or explicitly marked `<!-- not-run: reason -->` on
// the line before its fence (blocks.ts). What happens to each language:
//   sh, bash, shell    bash -e -o pipefail, in a scratch directory that is also $HOME
//   console            the same, for the lines after a `$ ` prompt (the rest is output)
//   ts, js             node (type stripping), @opensandbox/* resolved to the workspace's packages;
//                      the ts blocks are also type-checked together by tsc (strict, as a user's
//                      project would), each type error reported at its block's line
//   python             clients/python/.venv
//   go                 `go run` in a temporary module, clients/go through a replace directive
//   java               `java` in source-file mode on the class path of the built Java client
//   toml               loaded by the lifecycle server's config loader
//   json, yaml         parsed; YAML that holds conformance `scenarios` is validated against
//                      case-schema.json, a list of `id`s against the expected-failures format
//   text, output       prose or output: nothing to run
// A shell block that calls curl without --fail-with-body (or -f) fails: its error answers would
// pass unnoticed. Shell blocks also get `bash -n` when marked not-run, and their TOML here-documents
// (<<'TOML' … TOML) go through the config loader either way. Any other language, or a fence
// without one, fails unless marked.
//
// Blocks see the environment a user would have set: OPEN_SANDBOX_DOMAIN and OPEN_SANDBOX_API_KEY
// (passed through from this process), PATH with the workspace's bins (osb, opensandbox-server,
// opensandbox-conformance) first, and HOME pointing at the block's own scratch directory.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, chmodSync, copyFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import { loadConfig } from "../../packages/server/src/config/config.ts";
import { validateCaseFile } from "../../conformance/src/cases/load.ts";
import { parseExpectedFailures } from "../../conformance/src/baseline.ts";
import { extractBlocks, heredocs, type Block } from "./blocks.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
// The YAML parser the conformance suite reads its cases with.
const { parse: parseYaml } = createRequire(path.join(ROOT, "conformance/package.json"))("yaml") as { parse(text: string, options?: object): unknown };

export type Status = "pass" | "fail" | "skip";
export type Result = { block: Block; status: Status; what: string; output: string; ms: number };

export type Options = {
  /** Repository root: where the workspace packages, clients/python/.venv and clients/go are. */
  root?: string;
  /** Per block, milliseconds (default 180 000). */
  timeoutMs?: number;
  /** Blocks run at once (default 3). */
  concurrency?: number;
  /** Languages not to run (reported as skipped), e.g. java on a machine without the Java client built. */
  skipLangs?: string[];
  /** Called as each block finishes. */
  onResult?: (r: Result) => void;
  keepScratch?: boolean;
};

const SHELL = new Set(["sh", "bash", "shell", "console"]);
const NODE = new Set(["ts", "typescript", "mts", "js", "javascript", "mjs"]);
const TYPED = new Set(["ts", "typescript", "mts"]);
const PYTHON = new Set(["python", "py", "python3"]);
const TEXT = new Set(["text", "txt", "plain", "output"]);

/** Runs or checks every block of the given Markdown texts. */
export async function runDocs(docs: { file: string; text: string }[], opts: Options = {}): Promise<{ results: Result[]; ok: boolean }> {
  const root = opts.root ?? ROOT;
  const scratch = mkdtempSync(path.join(os.tmpdir(), "osb-docs-"));
  const env = await blockEnv(root, scratch);
  const results: Result[] = [];
  const report = (r: Result) => {
    results.push(r);
    opts.onResult?.(r);
  };
  const blocks: Block[] = [];
  for (const doc of docs) {
    const { blocks: found, problems } = extractBlocks(doc.text, doc.file);
    for (const p of problems) report({ block: { file: p.file, line: p.line, lang: "", code: "" }, status: "fail", what: p.message, output: "", ms: 0 });
    blocks.push(...found);
  }
  const queue: ({ block: Block; index: number } | "tsc")[] = blocks.map((block, index) => ({ block, index }));
  const typed = blocks.filter((b) => b.notRun === undefined && TYPED.has(b.lang) && !(opts.skipLangs ?? []).includes(b.lang));
  if (typed.length > 0) queue.unshift("tsc"); // the longest job: started first
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next === "tsc") {
        const started = Date.now();
        const outcomes = await typeCheck(typed, root, path.join(scratch, "tsc"), Math.max(opts.timeoutMs ?? 0, 180_000)).catch((err: unknown) =>
          typed.map(() => ({ status: "fail" as const, what: `tsc: runner error: ${(err as Error).stack ?? String(err)}`, output: "" })),
        );
        typed.forEach((block, i) => report({ block, ...outcomes[i]!, ms: Date.now() - started }));
        continue;
      }
      const dir = path.join(scratch, `${path.basename(next.block.file, ".md")}-${next.index}-L${next.block.line}`.replace(/[^\w.-]/g, "_"));
      mkdirSync(dir);
      const started = Date.now();
      const r = await runBlock(next.block, { root, dir, env: { ...env, HOME: dir }, timeoutMs: opts.timeoutMs ?? 180_000, skipLangs: opts.skipLangs ?? [] }).catch(
        (err: unknown) => ({ status: "fail" as const, what: `runner error: ${(err as Error).stack ?? String(err)}`, output: "" }),
      );
      report({ block: next.block, ...r, ms: Date.now() - started });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 3) }, worker));
  if (!opts.keepScratch) rmSync(scratch, { recursive: true, force: true });
  results.sort((a, b) => a.block.file.localeCompare(b.block.file) || a.block.line - b.block.line);
  return { results, ok: results.every((r) => r.status !== "fail") };
}

type Ctx = { root: string; dir: string; env: NodeJS.ProcessEnv; timeoutMs: number; skipLangs: string[] };
type Outcome = { status: Status; what: string; output: string };

async function runBlock(block: Block, ctx: Ctx): Promise<Outcome> {
  const { lang } = block;
  if (TEXT.has(lang)) return { status: "skip", what: `${lang}: not code`, output: "" };
  if (block.notRun !== undefined) return checkMarked(block, ctx);
  if (ctx.skipLangs.includes(lang)) return { status: "skip", what: `${lang}: skipped by --skip-lang`, output: "" };
  if (SHELL.has(lang)) {
    const toml = checkTomlHeredocs(block, ctx);
    if (toml) return toml;
    const code = lang === "console" ? consoleCommands(block.code) : block.code;
    if (!code.trim()) return { status: "fail", what: "console block without a `$ ` command", output: "" };
    const quiet = curlWithoutFail(code);
    if (quiet !== undefined) {
      return { status: "fail", what: `curl without --fail-with-body (or -f) on line ${block.line + quiet}: an error answer would pass unnoticed`, output: "" };
    }
    writeFileSync(path.join(ctx.dir, "block.sh"), code);
    return run("bash", ["-e", "-o", "pipefail", "block.sh"], ctx);
  }
  if (NODE.has(lang)) {
    const file = lang === "js" || lang === "javascript" || lang === "mjs" ? "block.mjs" : "block.mts";
    writeFileSync(path.join(ctx.dir, file), block.code);
    return run(process.execPath, [file], ctx);
  }
  if (PYTHON.has(lang)) {
    const python = path.join(ctx.root, "clients/python/.venv/bin/python");
    if (!existsSync(python)) return { status: "fail", what: "python: clients/python/.venv is missing (bash clients/python/setup.sh)", output: "" };
    writeFileSync(path.join(ctx.dir, "block.py"), block.code);
    return run(python, ["block.py"], ctx);
  }
  if (lang === "go") {
    if (!/^package main\b/m.test(block.code)) return { status: "fail", what: "go: not a program (no `package main`); complete it or mark it <!-- not-run: why -->", output: "" };
    writeFileSync(path.join(ctx.dir, "main.go"), block.code);
    const client = path.join(ctx.root, "clients/go");
    const module = /^module\s+(\S+)/m.exec(readFileSync(path.join(client, "go.mod"), "utf8"))![1]!;
    writeFileSync(path.join(ctx.dir, "go.mod"), `module docsexample\n\ngo 1.26\n\nrequire ${module} v0.0.0\n\nreplace ${module} => ${client}\n`);
    copyFileSync(path.join(client, "go.sum"), path.join(ctx.dir, "go.sum"));
    return run("go", ["run", "."], { ...ctx, env: { ...ctx.env, GOFLAGS: "-mod=mod" } });
  }
  if (lang === "java") {
    const classpath = path.join(ctx.root, "conformance/clients/java/target/classpath.txt");
    if (!existsSync(classpath)) return { status: "fail", what: "java: the Java client is not built (bash clients/java/setup.sh), or pass --skip-lang java", output: "" };
    const name = /^public\s+(?:final\s+)?class\s+(\w+)/m.exec(block.code)?.[1];
    if (!name) return { status: "fail", what: "java: not a program (no public class); complete it or mark it <!-- not-run: why -->", output: "" };
    writeFileSync(path.join(ctx.dir, `${name}.java`), block.code);
    return run("java", ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", readFileSync(classpath, "utf8").trim(), `${name}.java`], ctx);
  }
  if (lang === "toml") return checkToml(block.code, ctx, "toml");
  if (lang === "json") {
    try {
      JSON.parse(block.code);
      return { status: "pass", what: "json: parsed", output: "" };
    } catch (err) {
      return { status: "fail", what: `json: ${(err as Error).message}`, output: "" };
    }
  }
  if (lang === "yaml" || lang === "yml") return checkYaml(block.code);
  return {
    status: "fail",
    what: lang ? `no way to run a \`${lang}\` block; mark it <!-- not-run: why -->` : "a code block without a language; name it (```sh, ```text, …) or mark it <!-- not-run: why -->",
    output: "",
  };
}

/**
 * Type-checks the TypeScript blocks in one tsc run, each block a module of its own, with the
 * workspace's packages under their published names; errors are mapped back to the Markdown lines.
 */
async function typeCheck(blocks: Block[], root: string, dir: string, timeoutMs: number): Promise<Outcome[]> {
  mkdirSync(dir, { recursive: true });
  const files = blocks.map((b, i) => {
    const file = `block-${i}.mts`;
    writeFileSync(path.join(dir, file), b.code);
    return file;
  });
  const tsconfig = {
    extends: path.join(root, "tsconfig.base.json"),
    compilerOptions: {
      noEmit: true,
      declaration: false,
      sourceMap: false,
      allowImportingTsExtensions: true, // the workspace's sources import each other as .ts
      lib: ["ES2023", "ESNext.Disposable", "DOM", "DOM.Iterable"],
      types: ["node"],
      typeRoots: [path.join(root, "node_modules/@types")],
    },
    files,
  };
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
  const r = await run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json", "--pretty", "false"], {
    root,
    dir,
    env: process.env,
    timeoutMs,
    skipLangs: [],
  });
  const errors = blocks.map(() => [] as string[]);
  const others: string[] = [];
  for (const line of r.output.split("\n")) {
    const m = /^block-(\d+)\.mts\((\d+),(\d+)\): (.*)$/.exec(line);
    if (m) errors[Number(m[1])]!.push(`line ${blocks[Number(m[1])]!.line + Number(m[2])}: ${m[4]}`);
    else if (/error TS\d+/.test(line)) others.push(line);
  }
  return blocks.map((_, i) => {
    if (errors[i]!.length > 0) return { status: "fail", what: `tsc: ${errors[i]!.length} type error(s)`, output: errors[i]!.join("\n") };
    if (r.status === "fail" && others.length === 0 && errors.every((e) => e.length === 0)) return { status: "fail", what: `tsc: ${r.what}`, output: r.output };
    return { status: "pass", what: "tsc: no type errors", output: "" };
  });
}

/** What a marked block still gets: a syntax check where one is cheap. */
function checkMarked(block: Block, ctx: Ctx): Promise<Outcome> | Outcome {
  const skipped: Outcome = { status: "skip", what: `not run: ${block.notRun}`, output: "" };
  if (block.lang === "sh" || block.lang === "bash" || block.lang === "shell") {
    const toml = checkTomlHeredocs(block, ctx);
    if (toml) return toml;
    writeFileSync(path.join(ctx.dir, "block.sh"), block.code);
    return run("bash", ["-n", "block.sh"], ctx).then((r) => (r.status === "pass" ? skipped : { ...r, what: `bash -n: ${r.what}` }));
  }
  if (block.lang === "toml") {
    const r = checkToml(block.code, ctx, "toml");
    return r.status === "fail" ? r : skipped;
  }
  return skipped;
}

function checkTomlHeredocs(block: Block, ctx: Ctx): Outcome | undefined {
  for (const doc of heredocs(block.code, "TOML")) {
    const r = checkToml(doc.body, ctx, `TOML here-document at line ${block.line + 1 + doc.offset}`);
    if (r.status === "fail") return r;
  }
  return undefined;
}

function checkToml(text: string, ctx: Ctx, what: string): Outcome {
  const file = path.join(ctx.dir, `config-${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(file, text);
  try {
    // A fragment need not set the API key, which the loader otherwise insists on.
    const { warnings } = loadConfig(file, { OPENSANDBOX_SERVER_API_KEY: "docs-check" });
    return { status: "pass", what: `${what}: loaded by the server's config loader`, output: warnings.join("\n") };
  } catch (err) {
    return { status: "fail", what: `${what}: ${(err as Error).message}`, output: "" };
  }
}

function checkYaml(text: string): Outcome {
  let data: unknown;
  try {
    data = parseYaml(text, { merge: true });
  } catch (err) {
    return { status: "fail", what: `yaml: ${(err as Error).message}`, output: "" };
  }
  if (data && typeof data === "object" && "scenarios" in data) {
    const errors = validateCaseFile(data);
    return errors.length ? { status: "fail", what: `yaml: not a valid conformance case file: ${errors.join("; ")}`, output: "" } : { status: "pass", what: "yaml: a valid conformance case file", output: "" };
  }
  if (Array.isArray(data) && data.length > 0 && data.every((e) => e && typeof e === "object" && "id" in e)) {
    try {
      parseExpectedFailures(text);
      return { status: "pass", what: "yaml: a valid expected-failures list", output: "" };
    } catch (err) {
      return { status: "fail", what: `yaml: ${(err as Error).message}`, output: "" };
    }
  }
  return { status: "pass", what: "yaml: parsed", output: "" };
}

/** Index (1-based) of the first line calling curl without -f/--fail/--fail-with-body, if any. */
export function curlWithoutFail(code: string): number | undefined {
  const lines = code.split("\n");
  for (let i = 0; i < lines.length; i++) {
    let command = lines[i]!;
    let j = i;
    while (command.endsWith("\\") && j + 1 < lines.length) command = `${command.slice(0, -1)} ${lines[++j]}`;
    for (const call of command.split(/[|;&]|\$\(/).filter((c) => /^\s*curl\s/.test(c))) {
      if (!/\s(--fail(-with-body)?|-[a-zA-Z]*f[a-zA-Z]*)(\s|$)/.test(call)) return i + 1;
    }
    i = j;
  }
  return undefined;
}

function consoleCommands(code: string): string {
  const out: string[] = [];
  let continued = false;
  for (const line of code.split("\n")) {
    if (continued) out.push(line);
    else if (line.startsWith("$ ")) out.push(line.slice(2));
    else continue;
    continued = line.endsWith("\\");
  }
  return out.length ? `${out.join("\n")}\n` : "";
}

const MAX_OUTPUT = 256 * 1024;

function run(cmd: string, args: string[], ctx: Ctx): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ctx.dir, env: ctx.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    const take = (d: Buffer) => {
      if (output.length < MAX_OUTPUT) output += d.toString("utf8");
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    let timedOut = false;
    const killGroup = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, ctx.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      resolve({ status: "fail", what: `${cmd}: ${err.message}`, output });
    });
    // What the block left in the background goes with it; its pipes then close.
    child.on("exit", killGroup);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const name = path.basename(cmd);
      if (timedOut) resolve({ status: "fail", what: `${name}: timed out after ${ctx.timeoutMs / 1000} s`, output });
      else if (code === 0) resolve({ status: "pass", what: `${name}: exit 0`, output });
      else resolve({ status: "fail", what: `${name}: ${signal ? `killed by ${signal}` : `exit ${code}`}`, output });
    });
  });
}

/** The environment every block starts from; HOME is set per block. */
async function blockEnv(root: string, scratch: string): Promise<NodeJS.ProcessEnv> {
  const bin = path.join(scratch, "bin");
  const modules = path.join(scratch, "node_modules", "@opensandbox");
  mkdirSync(bin, { recursive: true });
  mkdirSync(modules, { recursive: true });
  // The workspace's packages under their published names, and their bins on PATH.
  for (const dir of [...readdirSync(path.join(root, "packages")).map((d) => path.join(root, "packages", d)), path.join(root, "conformance")]) {
    const manifest = path.join(dir, "package.json");
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; bin?: Record<string, string> };
    if (!pkg.name?.startsWith("@opensandbox/")) continue;
    symlinkSync(dir, path.join(modules, pkg.name.slice("@opensandbox/".length)));
    for (const [name, target] of Object.entries(pkg.bin ?? {})) {
      const file = path.join(bin, name);
      writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${path.join(dir, target)}" "$@"\n`);
      chmodSync(file, 0o755);
    }
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
  // Per-user settings that would leak in from the machine (or out of a block into it).
  for (const name of ["OSB_CONFIG", "XDG_CONFIG_HOME", "SANDBOX_CONFIG_PATH", "NODE_OPTIONS"]) delete env[name];
  // The build caches stay where they are although HOME moves.
  const goEnv = await goCaches();
  Object.assign(env, goEnv);
  return env;
}

async function goCaches(): Promise<Record<string, string>> {
  const out = await new Promise<string>((resolve) => {
    const child = spawn("go", ["env", "GOCACHE", "GOMODCACHE", "GOPATH"], { stdio: ["ignore", "pipe", "ignore"] });
    let text = "";
    child.stdout.on("data", (d: Buffer) => (text += d));
    child.on("error", () => resolve(""));
    child.on("close", () => resolve(text));
  });
  const [cache, modcache, gopath] = out.trim().split("\n");
  return cache && modcache && gopath ? { GOCACHE: cache, GOMODCACHE: modcache, GOPATH: gopath } : {};
}

function tail(text: string, lines: number): string {
  const all = text.replace(/\r(?!\n)/g, "\n").trimEnd().split("\n");
  return (all.length > lines ? [`… (${all.length - lines} lines before)`, ...all.slice(-lines)] : all).join("\n");
}

export function formatResult(r: Result, root = process.cwd(), verbose = false): string {
  const where = `${path.relative(root, r.block.file) || r.block.file}:${r.block.line}`;
  const head = `${r.status.toUpperCase().padEnd(4)} ${where} ${r.block.lang || "(no language)"} — ${r.what}${r.ms >= 100 ? ` (${(r.ms / 1000).toFixed(1)} s)` : ""}`;
  if ((r.status !== "fail" && !verbose) || !r.output.trim()) return head;
  return `${head}\n${tail(r.output, 60).replace(/^/gm, "    | ")}`;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      timeout: { type: "string", default: "180" },
      concurrency: { type: "string", default: "3" },
      "skip-lang": { type: "string", multiple: true, default: [] },
      keep: { type: "boolean", default: false },
      quiet: { type: "boolean", short: "q", default: false },
      verbose: { type: "boolean", short: "v", default: false },
    },
  });
  if (positionals.length === 0) {
    console.error("usage: run-docs.ts [--timeout S] [--concurrency N] [--skip-lang LANG]... [--keep] [-q|-v] FILE.md...");
    process.exit(2);
  }
  const started = Date.now();
  const docs = positionals.map((file) => ({ file: path.resolve(file), text: readFileSync(file, "utf8") }));
  const { results, ok } = await runDocs(docs, {
    timeoutMs: Number(values.timeout) * 1000,
    concurrency: Number(values.concurrency),
    skipLangs: values["skip-lang"],
    keepScratch: values.keep,
    onResult: (r) => {
      if (!values.quiet || r.status === "fail") console.log(formatResult(r, process.cwd(), values.verbose));
    },
  });
  const count = (s: Status) => results.filter((r) => r.status === s).length;
  console.log(`docs: ${count("pass")} passed, ${count("skip")} not run, ${count("fail")} failed, ${docs.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) {
    console.log("failed:");
    for (const r of results.filter((x) => x.status === "fail")) console.log(`  ${path.relative(process.cwd(), r.block.file)}:${r.block.line} ${r.what}`);
  }
  process.exit(ok ? 0 : 1);
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) await main();
