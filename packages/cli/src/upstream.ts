// Upstream OpenSandbox's `osb` grammar (the Python CLI, opensandbox-cli) rewritten onto ours, so
// that its users' habits work here: the words are translated before parsing and every form runs
// the one implementation of our grammar. Only forms that differ are rewritten:
//   config show                          -> config get
//   config set|get|unset connection.X    -> config set|get|unset X  (defaults.image -> default_image)
//   file upload ID LOCAL REMOTE          -> files cp LOCAL ID:REMOTE
//   file download ID REMOTE LOCAL        -> files cp ID:REMOTE LOCAL
//   file cat|rm|mkdir ID PATH...         -> files cat|rm|mkdir ID:PATH...
//   file write ID PATH                   (accepted by `files write` itself)
//   command run ... -d -w DIR -t DUR     -> command run ... --background --cwd DIR --timeout DUR
//   command session create -w DIR, session run -w DIR -t DUR -> --cwd, --timeout
// `sandbox metrics|health`, `command session …`, `file write` and `-o yaml` exist as such.

const TOP = new Set(["config", "sandbox", "sb", "command", "cmd", "exec", "files", "file"]);

/** Options taking a value, so that the value is not mistaken for a positional argument. */
const VALUE_OPTIONS = new Set([
  "-o",
  "--output",
  "--domain",
  "--api-key",
  "--protocol",
  "--request-timeout",
  "--config",
  "-m",
  "--mode",
  "--owner",
  "--group",
  "-c",
  "--content",
  "--cwd",
  "-w",
  "--workdir",
  "-t",
  "--timeout",
  "-d",
  "--depth",
  "-e",
  "--env",
  "--cursor",
]);

export const UPSTREAM_CONFIG_KEYS: Readonly<Record<string, string>> = {
  "connection.domain": "domain",
  "connection.api_key": "api_key",
  "connection.protocol": "protocol",
  "connection.request_timeout": "request_timeout",
  "connection.use_server_proxy": "use_server_proxy",
  "defaults.image": "default_image",
};

/** Indexes of the positional words in `args` from `from` on (stops at `--`). */
function positionals(args: string[], from: number, valueOptions: ReadonlySet<string>): number[] {
  const out: number[] = [];
  for (let i = from; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") break;
    if (a.startsWith("-") && a !== "-") {
      if (valueOptions.has(a)) i++;
      continue;
    }
    out.push(i);
  }
  return out;
}

/** Renames options (before any `--`), e.g. `-w` -> `--cwd`; a rename to "" drops the word. */
function renameOptions(args: string[], from: number, names: Record<string, string>): string[] {
  const out = args.slice(0, from);
  for (let i = from; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") return [...out, ...args.slice(i)];
    out.push(names[a] ?? a);
  }
  return out;
}

const hasSandboxPrefix = (word: string) => word.includes(":");

/** `args` (the words after `osb`) with upstream's forms rewritten into ours; anything else unchanged. */
export function fromUpstream(args: readonly string[]): string[] {
  const a = [...args];
  const top = a.findIndex((w) => TOP.has(w));
  if (top < 0) return a;
  const group = a[top]!;
  const sub = a[top + 1];
  const rest = top + 2;

  if (group === "config") {
    if (sub === "show") a[top + 1] = "get";
    if (sub === "set" || sub === "get" || sub === "unset" || sub === "show") {
      const [k] = positionals(a, rest, VALUE_OPTIONS);
      if (k !== undefined && UPSTREAM_CONFIG_KEYS[a[k]!]) a[k] = UPSTREAM_CONFIG_KEYS[a[k]!]!;
    }
    return a;
  }

  if (group === "file" || group === "files") {
    const pos = positionals(a, rest, VALUE_OPTIONS);
    const first = pos[0] !== undefined ? a[pos[0]]! : undefined;
    if (first === undefined || hasSandboxPrefix(first)) return a;
    const id = first;
    if ((sub === "upload" || sub === "download") && pos.length === 3) {
      const [, x, y] = pos.map((i) => a[i]!);
      const [src, dst] = sub === "upload" ? [x!, `${id}:${y}`] : [`${id}:${x}`, y!];
      const others = a.slice(rest).filter((_, j) => !pos.includes(rest + j));
      return [...a.slice(0, top), "files", "cp", src, dst, ...others];
    }
    if ((sub === "cat" || sub === "rm" || sub === "mkdir") && pos.length >= 2) {
      const out: string[] = [];
      for (let i = 0; i < a.length; i++) {
        if (i === pos[0]) continue;
        out.push(pos.includes(i) ? `${id}:${a[i]}` : a[i]!);
      }
      return out;
    }
    return a;
  }

  if (group === "command" || group === "cmd") {
    if (sub === "run") return renameOptions(a, rest, { "-d": "--background", "-w": "--cwd", "--workdir": "--cwd", "-t": "--timeout" });
    if (sub === "session") return renameOptions(a, top + 3, { "-w": "--cwd", "--workdir": "--cwd", "-t": "--timeout" });
  }
  return a;
}
