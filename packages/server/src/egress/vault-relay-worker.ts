// The credential vault's relay thread: a `Relay` driven by messages from the main thread
// (vault-proxy.ts, `RelayThread`). Questions to the main thread (a server name's certificate, a
// request's decision) carry an id; the main thread answers each with `{op: "answer", id}`.
import { parentPort } from "node:worker_threads";
import { Relay, type Decision, type FromRelay, type SniAnswer, type ToRelay } from "./vault-relay.ts";

const port = parentPort!;
const send = (m: FromRelay) => port.postMessage(m);
let next = 0;
const waiting = new Map<number, (a: SniAnswer | Decision) => void>();
const ask = <T extends SniAnswer | Decision>(m: (id: number) => FromRelay): Promise<T> =>
  new Promise<T>((resolve) => {
    const id = ++next;
    waiting.set(id, resolve as (a: SniAnswer | Decision) => void);
    send(m(id));
  });

const relay = new Relay({
  sni: (sandboxId, servername, cached) => ask<SniAnswer>((id) => ({ op: "sni", id, sandboxId, servername, cached })),
  decide: (sandboxId, request) => ask<Decision>((id) => ({ op: "decide", id, sandboxId, request })),
  log: (level, sandboxId, msg, err) => send({ op: "log", level, sandboxId, msg, ...(err ? { err } : {}) }),
});

port.on("message", (m: ToRelay) => {
  switch (m.op) {
    case "answer": {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      w?.(m.answer);
      return;
    }
    case "listen":
      relay.listen(m.sandboxId, m.host, m.ports, m.upstreamCa).then(
        (ports) => send({ op: "done", id: m.id, ports }),
        (err: Error) => send({ op: "done", id: m.id, error: err.message }),
      );
      return;
    case "close":
      relay.close(m.sandboxId);
      send({ op: "done", id: m.id });
  }
});
