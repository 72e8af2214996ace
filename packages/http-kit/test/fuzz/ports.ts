// Ports for servers a test starts a moment later, or restarts on the same port.
//
// A port the kernel picks (`listen(0)`) comes from the ephemeral range, the same range every
// outgoing connection on the machine draws its local port from. Between the pick and the
// server's listen — or across a restart on the same port — any client connection (a cluster's
// components open many to 127.0.0.1) can take it, and the listen fails with EADDRINUSE. So this
// picks at random below the ephemeral range (and below Kubernetes' NodePort range), where only
// listeners live, and checks the port is free now.
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";

const FLOOR = 20_000;
const NODE_PORTS = 30_000;

/** The kernel's ephemeral port range ([32768, 60999] where /proc does not say). */
export function ephemeralPorts(): [number, number] {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return [low!, high!];
  } catch {
    // not Linux: the IANA default is close enough
  }
  return [32_768, 60_999];
}

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });
}

/** A port on 127.0.0.1 nobody listens on, outside the ephemeral range. */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralPorts();
  const ceiling = Math.min(NODE_PORTS, ephemeralLow);
  if (ceiling - FLOOR < 1_000) throw new Error(`no room for test ports: the ephemeral range starts at ${ephemeralLow}`);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = randomInt(FLOOR, ceiling);
    if (await listenable(port)) return port;
  }
  throw new Error(`no free port in [${FLOOR}, ${ceiling}) after 200 tries`);
}
