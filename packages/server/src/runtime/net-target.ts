// Destinations in [docker] isolation_allow / isolation_deny: an address or CIDR, IPv4 or IPv6,
// optionally with a port or port range ("10.0.0.5", "10.0.0.0/8", "10.0.0.5:5432",
// "[fd00::1]:53", "192.0.2.2:8000-8100"). A port applies to TCP and UDP.
import { isIPv4, isIPv6 } from "node:net";

export type NetTarget = { family: 4 | 6; cidr: string; ports?: [number, number] };

export function parseNetTarget(s: string): NetTarget | undefined {
  let addr = s.trim();
  let portPart: string | undefined;
  const bracket = /^\[([^\]]+)\](?::(.+))?$/.exec(addr);
  if (bracket) {
    addr = bracket[1]!;
    portPart = bracket[2];
  } else if (addr.split(":").length === 2) {
    // IPv4 with a port (an IPv6 address has at least two colons)
    [addr, portPart] = addr.split(":") as [string, string];
  }
  const [ip, prefix, ...rest] = addr.split("/");
  if (!ip || rest.length) return undefined;
  const family = isIPv4(ip) ? 4 : isIPv6(ip) ? 6 : undefined;
  if (!family) return undefined;
  if (prefix !== undefined) {
    const n = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(n >= 0 && n <= (family === 4 ? 32 : 128))) return undefined;
  }
  const cidr = prefix === undefined ? ip : `${ip}/${prefix}`;
  if (portPart === undefined) return { family, cidr };
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(portPart);
  if (!m) return undefined;
  const lo = Number(m[1]);
  const hi = Number(m[2] ?? m[1]);
  if (lo < 1 || hi > 65535 || lo > hi) return undefined;
  return { family, cidr, ports: [lo, hi] };
}
