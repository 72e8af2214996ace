// Which Jupyter kernels the sandbox has, and which one serves a requested language.
//
// Kernelspecs (`<dir>/<name>/kernel.json`) are looked up where Jupyter looks, highest
// precedence first: each entry of $JUPYTER_PATH, the user's data dir ($JUPYTER_DATA_DIR or
// ~/.local/share/jupyter), `sys.prefix` of the image's python3 (a venv or conda env included),
// /usr/local and /usr. A spec named like one found earlier is shadowed, as in Jupyter. When no
// spec serves python but the image's python3 can import ipykernel, `python3 -m
// ipykernel_launcher` is used (what `ipykernel install` would have written).
//
// A language matches a spec whose `language` is the same after normalisation (case, and the
// usual aliases: python3/py -> python, js/node -> javascript, ts -> typescript, sh/shell ->
// bash, golang -> go), else a spec of that exact name (e.g. `ir`). Among several matches the
// one with the highest precedence wins, a spec named like the language first.
//
// Discovery runs python3 once (~30 ms), so results are cached; a language the cache does not
// serve triggers a fresh discovery (kernels installed after execd started are found).
import { execFile } from "node:child_process";
import { accessSync, constants, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { commandEnv } from "./shell.ts";

export type KernelSpec = {
  /** Directory name of the spec (`python3`), or `ipykernel` for the built-in fallback. */
  name: string;
  /** Normalised language (see `canonicalLanguage`). */
  language: string;
  displayName: string;
  /** Command line; `{connection_file}` and `{resource_dir}` are substituted at start. */
  argv: string[];
  env: Record<string, string>;
  interruptMode: "signal" | "message";
  /** Directory of kernel.json (empty for the fallback). */
  resourceDir: string;
  /** Where the spec came from, for messages. */
  source: string;
};

export type Discovery = {
  specs: KernelSpec[];
  /** Kernelspec directories searched, in precedence order. */
  searched: string[];
  /** The python3 probe: its prefix and whether ipykernel imports; undefined without python. */
  python?: { executable: string; prefix: string; ipykernel: boolean };
  at: number;
};

const ALIASES: Record<string, string> = {
  python3: "python",
  py: "python",
  ipython: "python",
  js: "javascript",
  node: "javascript",
  nodejs: "javascript",
  ts: "typescript",
  sh: "bash",
  shell: "bash",
  golang: "go",
};

export function canonicalLanguage(language: string): string {
  const l = language.trim().toLowerCase();
  return ALIASES[l] ?? l;
}

const CACHE_MS = 60_000;
const PROBE = "import sys, importlib.util; print(sys.executable); print(sys.prefix); print(1 if importlib.util.find_spec('ipykernel') else 0)";

function probePython(env: NodeJS.ProcessEnv): Promise<Discovery["python"]> {
  const tryOne = (bin: string) =>
    new Promise<Discovery["python"]>((resolve) => {
      execFile(bin, ["-c", PROBE], { env, timeout: 15_000, encoding: "utf8" }, (err, stdout) => {
        if (err) return resolve(undefined);
        const [executable, prefix, ipykernel] = stdout.trim().split("\n");
        if (!executable || !prefix) return resolve(undefined);
        resolve({ executable, prefix, ipykernel: ipykernel === "1" });
      });
    });
  return tryOne("python3").then((p) => p ?? tryOne("python"));
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(cmd: string, pathVar: string | undefined): boolean {
  return (pathVar ?? "").split(":").some((dir) => dir !== "" && executable(path.join(dir, cmd)));
}

function readSpec(dir: string, name: string): KernelSpec | undefined {
  const file = path.join(dir, name, "kernel.json");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined; // not a kernelspec, or unreadable
  }
  const spec = raw as { argv?: unknown; language?: unknown; display_name?: unknown; env?: unknown; interrupt_mode?: unknown };
  if (!Array.isArray(spec.argv) || spec.argv.length === 0 || !spec.argv.every((a) => typeof a === "string")) return undefined;
  const argv = [...(spec.argv as string[])];
  // `"python"` in a spec installed into a prefix means that prefix's interpreter (the one with
  // ipykernel), which need not be the first python on PATH.
  const prefix = path.resolve(dir, "..", "..", "..");
  if (!argv[0]!.includes("/") && executable(path.join(prefix, "bin", argv[0]!))) argv[0] = path.join(prefix, "bin", argv[0]!);
  const env: Record<string, string> = {};
  if (spec.env && typeof spec.env === "object") for (const [k, v] of Object.entries(spec.env)) if (typeof v === "string") env[k] = v;
  return {
    name,
    language: canonicalLanguage(typeof spec.language === "string" ? spec.language : name),
    displayName: typeof spec.display_name === "string" ? spec.display_name : name,
    argv,
    env,
    interruptMode: spec.interrupt_mode === "message" ? "message" : "signal",
    resourceDir: path.join(dir, name),
    source: file,
  };
}

export async function discover(): Promise<Discovery> {
  const env = commandEnv(undefined);
  const python = await probePython(env);
  const dirs: string[] = [];
  for (const p of (env.JUPYTER_PATH ?? "").split(":")) if (p) dirs.push(path.join(p, "kernels"));
  dirs.push(path.join(env.JUPYTER_DATA_DIR ?? path.join(env.HOME ?? "/root", ".local", "share", "jupyter"), "kernels"));
  if (python) dirs.push(path.join(python.prefix, "share", "jupyter", "kernels"));
  dirs.push("/usr/local/share/jupyter/kernels", "/usr/share/jupyter/kernels");
  const searched = [...new Set(dirs.map((d) => path.resolve(d)))];
  const specs: KernelSpec[] = [];
  const names = new Set<string>();
  for (const dir of searched) {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      continue;
    }
    for (const name of entries) {
      if (names.has(name.toLowerCase())) continue; // shadowed by a spec of higher precedence
      const spec = readSpec(dir, name);
      if (!spec) continue;
      names.add(name.toLowerCase());
      specs.push(spec);
    }
  }
  // `"python"` that resolves nowhere (Debian has no `python`; a `pip install --user` spec sits
  // in ~/.local): the interpreter that answered the probe, as jupyter_client does for its own.
  for (const spec of specs) {
    const cmd = spec.argv[0]!;
    if (python && /^python[0-9.]*$/.test(cmd) && !onPath(cmd, env.PATH)) spec.argv[0] = python.executable;
  }
  if (python?.ipykernel && !specs.some((s) => s.language === "python")) {
    specs.push({
      name: "ipykernel",
      language: "python",
      displayName: "Python 3 (ipykernel)",
      argv: [python.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
      env: {},
      interruptMode: "signal",
      resourceDir: "",
      source: `${python.executable} -m ipykernel_launcher`,
    });
  }
  return { specs, searched, python, at: Date.now() };
}

/** The best spec for `language` in a discovery, if any. */
export function pick(d: Discovery, language: string): KernelSpec | undefined {
  const lang = canonicalLanguage(language);
  const byLanguage = d.specs.filter((s) => s.language === lang);
  if (byLanguage.length > 0) return byLanguage.find((s) => canonicalLanguage(s.name) === lang) ?? byLanguage[0];
  return d.specs.find((s) => s.name.toLowerCase() === language.trim().toLowerCase());
}

/** Why no spec serves `language`: what was looked for and what exists. */
export function describeMissing(d: Discovery, language: string): string {
  const found = d.specs.length ? d.specs.map((s) => `${s.language} (${s.name})`).join(", ") : "none";
  const py = d.python
    ? `${d.python.executable} ${d.python.ipykernel ? "has" : "cannot import"} ipykernel`
    : "no python3 or python on PATH";
  return (
    `no Jupyter kernel for language "${language}" in this sandbox: looked for kernelspecs (kernel.json with ` +
    `"language": "${canonicalLanguage(language)}") in ${d.searched.join(", ")}; kernels found: ${found}; ${py}`
  );
}

export class KernelSpecs {
  private cached: Discovery | undefined;
  private inflight: Promise<Discovery> | undefined;

  private refresh(): Promise<Discovery> {
    this.inflight ??= discover()
      .then((d) => (this.cached = d))
      .finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  /** Whether the sandbox has any kernel at all (a cached discovery, else a fresh one). */
  async any(): Promise<boolean> {
    const d = this.cached && Date.now() - this.cached.at < CACHE_MS ? this.cached : await this.refresh();
    return d.specs.length > 0;
  }

  /** The spec for `language`, or the discovery that found none (for the error message). */
  async find(language: string): Promise<{ spec: KernelSpec } | { missing: string }> {
    let d = this.cached;
    if (d && Date.now() - d.at < CACHE_MS) {
      const spec = pick(d, language);
      if (spec) return { spec };
    }
    d = await this.refresh();
    const spec = pick(d, language);
    return spec ? { spec } : { missing: describeMissing(d, language) };
  }
}
