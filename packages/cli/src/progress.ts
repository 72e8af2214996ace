// A one-line transfer progress bar on stderr, redrawn in place at most ten times a second:
//   upload big.bin  [##########··········]  52%  27.3 MiB / 52.4 MiB  14.1 MiB/s
// Only drawn when the stream is a terminal; callers decide the size threshold.
import { formatBytes } from "./parse.ts";

export interface Progress {
  add(bytes: number): void;
  done(): void;
}

const NOOP: Progress = { add() {}, done() {} };

export interface ProgressOptions {
  label: string;
  /** Total bytes, when known (otherwise only the count and rate are shown). */
  total?: number | undefined;
  stream?: NodeJS.WriteStream;
  /** Defaults to `stream.isTTY`. */
  enabled?: boolean;
  now?: () => number;
}

export function createProgress(opts: ProgressOptions): Progress {
  const stream = opts.stream ?? process.stderr;
  if (!(opts.enabled ?? stream.isTTY)) return NOOP;
  const now = opts.now ?? Date.now;
  const start = now();
  let bytes = 0;
  let lastDraw = 0;
  let finished = false;

  const draw = (final: boolean) => {
    const elapsed = Math.max(1, now() - start) / 1000;
    const rate = `${formatBytes(Math.round(bytes / elapsed))}/s`;
    const width = Math.max(20, Math.min(stream.columns ?? 80, 120));
    let line: string;
    if (opts.total && opts.total > 0) {
      const frac = Math.min(1, bytes / opts.total);
      const tail = ` ${String(Math.floor(frac * 100)).padStart(3)}%  ${formatBytes(bytes)} / ${formatBytes(opts.total)}  ${rate}`;
      const barWidth = Math.max(10, Math.min(30, width - opts.label.length - tail.length - 6));
      const filled = Math.round(frac * barWidth);
      line = `${opts.label}  [${"#".repeat(filled)}${"·".repeat(barWidth - filled)}]${tail}`;
    } else {
      line = `${opts.label}  ${formatBytes(bytes)}  ${rate}`;
    }
    if (line.length > width - 1) line = line.slice(0, width - 1);
    stream.write(`\r${line}\x1b[K${final ? "\n" : ""}`);
  };

  return {
    add(n) {
      if (finished) return;
      bytes += n;
      const t = now();
      if (t - lastDraw >= 100) {
        lastDraw = t;
        draw(false);
      }
    },
    done() {
      if (finished) return;
      finished = true;
      draw(true);
    },
  };
}
