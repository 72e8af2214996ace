// Docker engine container events with their nanosecond timestamps, as epoch milliseconds (the
// same clock as performance.timeOrigin + performance.now() on this machine).

type DockerLike = { getEvents(opts: object): Promise<unknown> };

export type ContainerEvents = {
  /** Epoch ms of each action seen for a container name, e.g. get(name)?.start. */
  get(name: string): Record<string, number> | undefined;
  /** Resolves with the epoch ms of `action` for `name` once it arrived (or at once if it did). */
  wait(name: string, action: string, timeoutMs: number): Promise<number>;
  stop(): void;
};

export async function watchContainerEvents(docker: DockerLike, actions: string[]): Promise<ContainerEvents> {
  const seen = new Map<string, Record<string, number>>();
  const waiters = new Set<() => void>();
  const stream = (await docker.getEvents({ filters: { type: ["container"], event: actions } })) as NodeJS.ReadableStream & { destroy(): void };
  let buf = "";
  stream.on("data", (chunk: Buffer) => {
    buf += chunk.toString("utf8");
    let nl: number;
    while ((nl = buf.indexOf("\n")) >= 0) {
      const line = buf.slice(0, nl).trim();
      buf = buf.slice(nl + 1);
      if (!line) continue;
      try {
        const ev = JSON.parse(line) as { Action?: string; timeNano?: number; Actor?: { Attributes?: Record<string, string> } };
        const name = ev.Actor?.Attributes?.name;
        if (!name || !ev.timeNano || !ev.Action || !actions.includes(ev.Action)) continue;
        const entry = seen.get(name) ?? {};
        entry[ev.Action] ??= ev.timeNano / 1e6;
        seen.set(name, entry);
        for (const w of [...waiters]) w();
      } catch {
        /* partial or foreign line */
      }
    }
  });
  stream.on("error", () => undefined);
  return {
    get: (name) => seen.get(name),
    wait: (name, action, timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const check = () => {
          const t = seen.get(name)?.[action];
          if (t === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(t);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${action}" event for ${name} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => stream.destroy(),
  };
}
