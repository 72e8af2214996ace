// Heap after a full garbage collection, read from a child process: started with HEAP_PROBE_FLAGS,
// the child collects garbage on SIGUSR2 and prints "OSB_HEAP <bytes used>" on stderr.
import type { ChildProcess } from "node:child_process";

const PRELOAD = `process.on("SIGUSR2", () => { globalThis.gc(); globalThis.gc(); process.stderr.write("OSB_HEAP " + process.memoryUsage().heapUsed + "\\n"); });`;
export const HEAP_PROBE_FLAGS = ["--expose-gc", "--import", `data:text/javascript,${encodeURIComponent(PRELOAD)}`];

/** Collects the child's garbage and resolves with its used heap in MiB. */
export function heapAfterGc(child: ChildProcess, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const onData = (d: Buffer) => {
      seen += d.toString();
      const m = /OSB_HEAP (\d+)/.exec(seen);
      if (m) {
        clearTimeout(timer);
        child.stderr!.off("data", onData);
        resolve(Math.round((Number(m[1]) / 1024 / 1024) * 10) / 10);
      }
    };
    const timer = setTimeout(() => {
      child.stderr!.off("data", onData);
      reject(new Error("the child did not report its heap"));
    }, timeoutMs);
    child.stderr!.on("data", onData);
    child.kill("SIGUSR2");
  });
}
