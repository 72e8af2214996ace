// Cleanup that runs however a bench ends: normal completion, an exception, or Ctrl-C / SIGTERM.
// Benches register undo steps as they create things; the steps run last-registered first.

type Task = { name: string; fn: () => Promise<void> | void };

const tasks: Task[] = [];
let running: Promise<void> | undefined;
let signalledAt: number | undefined;

/** Set once SIGINT/SIGTERM arrived: long loops check it and stop creating things. */
export const interrupted = new AbortController();

/** Registers an undo step; returns a function that unregisters it (when the thing is already gone). */
export function onCleanup(name: string, fn: Task["fn"]): () => void {
  const task = { name, fn };
  tasks.push(task);
  return () => {
    const i = tasks.indexOf(task);
    if (i >= 0) tasks.splice(i, 1);
  };
}

/** Runs every registered step once (LIFO), logging failures instead of stopping at the first one. */
export function runCleanup(): Promise<void> {
  running ??= (async () => {
    while (tasks.length) {
      const task = tasks.pop()!;
      try {
        await task.fn();
      } catch (err) {
        console.error(`cleanup: ${task.name} failed: ${(err as Error).message}`);
      }
    }
  })();
  return running;
}

/** Throws when the run was interrupted, so loops unwind into the normal cleanup path. */
export function checkInterrupted(): void {
  if (interrupted.signal.aborted) throw new Error("interrupted");
}

export function installSignalHandlers(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (signalledAt !== undefined) {
        // A terminal's Ctrl-C reaches this process twice (directly and relayed by tsx): only a
        // second press, later on, means "skip the cleanup".
        if (Date.now() - signalledAt < 1000) return;
        console.error(`\n${signal} again: exiting without finishing cleanup`);
        process.exit(130);
      }
      signalledAt = Date.now();
      interrupted.abort();
      console.error(`\n${signal}: stopping and cleaning up (press Ctrl-C again to skip cleanup)…`);
      // Give in-flight steps a moment to notice the flag and register what they created.
      setTimeout(() => {
        runCleanup().finally(() => process.exit(130));
      }, 300);
    });
  }
}
