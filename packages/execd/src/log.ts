// execd's log: one JSON object per line, in pino's shape (`level` as a number, `time` in ms,
// `pid`, `hostname`, `msg`, then the fields), which the server reads from the container's log
// ("execd ready") and operators' tools already parse. pino itself, with the modules it loads,
// cost every sandbox's execd ~90 KiB of source kept in its heap for four kinds of line.
import { hostname } from "node:os";

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, silent: Infinity } as const;
export type LevelName = keyof typeof LEVELS;

type LogFn = (fields: object, msg?: string) => void;
/** What execd logs through; a pino logger fits it too (tests pass one). */
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

/** Errors as pino's serializer writes them: type, message, stack, and their own fields (code...). */
function serialize(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return { type: value.name, message: value.message, stack: value.stack, ...(value as unknown as Record<string, unknown>) };
}

export function createLogger(opts: { level?: string; write?: (line: string) => void } = {}): Logger {
  const threshold = LEVELS[(opts.level ?? "info") as LevelName] ?? LEVELS.info;
  const write = opts.write ?? ((line: string) => void process.stdout.write(line));
  const base = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const at = (level: number): LogFn =>
    level < threshold
      ? () => undefined
      : (fields, msg) => {
          let rest = "";
          for (const [k, v] of Object.entries(fields)) {
            const json = JSON.stringify(serialize(v));
            if (json !== undefined) rest += `,${JSON.stringify(k)}:${json}`;
          }
          const text = msg === undefined ? "" : `,"msg":${JSON.stringify(msg)}`;
          write(`{"level":${level},"time":${Date.now()},${base}${text}${rest}}\n`);
        };
  return { debug: at(LEVELS.debug), info: at(LEVELS.info), warn: at(LEVELS.warn), error: at(LEVELS.error) };
}
