// Benchmarks: `pnpm bench <name> [options]` (see BENCHMARKS.md). Each bench is one module exporting
// `description` and `run(argv)`; to add one, write scripts/bench/<name>.ts and add a line below.
import { installSignalHandlers, interrupted, runCleanup } from "./lib/cleanup.ts";

export type Bench = {
  description: string;
  /** Runs the bench; resolves to the process exit code. Creates nothing it does not clean up. */
  run(argv: string[]): Promise<number>;
};

const BENCHES: Record<string, () => Promise<Bench>> = {
  lifecycle: () => import("./lifecycle.ts"),
  execd: () => import("./execd.ts"),
  sdk: () => import("./sdk.ts"),
  code: () => import("./code.ts"),
  kubernetes: () => import("./kubernetes.ts"),
  network: () => import("./network.ts"),
};

function usage(): string {
  return [
    "usage: pnpm bench <name> [options]      (pnpm bench <name> --help for its options)",
    "",
    "benches:",
    ...Object.keys(BENCHES).map((n) => `  ${n}`),
  ].join("\n");
}

async function main(): Promise<number> {
  const [name, ...rest] = process.argv.slice(2).filter((a, i) => !(i === 0 && a === "--"));
  if (!name || name === "--help" || name === "-h") {
    console.log(usage());
    return name ? 0 : 2;
  }
  const load = BENCHES[name];
  if (!load) {
    console.error(`unknown bench "${name}"\n\n${usage()}`);
    return 2;
  }
  installSignalHandlers();
  const bench = await load();
  try {
    return await bench.run(rest);
  } finally {
    await runCleanup();
  }
}

main().then(
  (code) => process.exit(code),
  async (err: unknown) => {
    if (!interrupted.signal.aborted) console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    await runCleanup();
    process.exit(interrupted.signal.aborted ? 130 : 1);
  },
);
