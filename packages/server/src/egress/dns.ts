// The little of the DNS wire format (RFC 1035) the egress proxy needs: the question of a query,
// the A/AAAA records of an answer, and a refusal built from a query. Everything else is passed on
// byte for byte.

export const TYPE_A = 1;
export const TYPE_AAAA = 28;
export const RCODE_NXDOMAIN = 3;
export const RCODE_SERVFAIL = 2;
export const RCODE_REFUSED = 5;

export class DnsFormatError extends Error {
  override name = "DnsFormatError";
}

export type Question = { id: number; name: string; type: number; /** Offset just after the question. */ end: number };
export type AddressRecord = { family: 4 | 6; address: string; ttl: number };

/** Reads a (possibly compressed) name at `offset`; returns it and the offset after it in place. */
function readName(buf: Buffer, offset: number): { name: string; next: number } {
  const labels: string[] = [];
  let pos = offset;
  let next = -1;
  for (let jumps = 0; ; ) {
    if (pos >= buf.length) throw new DnsFormatError("name runs past the message");
    const len = buf[pos]!;
    if (len === 0) {
      pos += 1;
      break;
    }
    if ((len & 0xc0) === 0xc0) {
      if (pos + 1 >= buf.length) throw new DnsFormatError("truncated pointer");
      if (next < 0) next = pos + 2;
      if (++jumps > 64) throw new DnsFormatError("pointer loop");
      pos = ((len & 0x3f) << 8) | buf[pos + 1]!;
      continue;
    }
    if (len & 0xc0) throw new DnsFormatError("unknown label type");
    if (pos + 1 + len > buf.length) throw new DnsFormatError("label runs past the message");
    labels.push(buf.toString("latin1", pos + 1, pos + 1 + len));
    pos += 1 + len;
    if (labels.join(".").length > 255) throw new DnsFormatError("name too long");
  }
  return { name: labels.join("."), next: next >= 0 ? next : pos };
}

/** The id and first question of a query (exactly one question, as resolvers send). */
export function parseQuestion(msg: Buffer): Question {
  if (msg.length < 12) throw new DnsFormatError("shorter than a header");
  if (msg.readUInt16BE(4) !== 1) throw new DnsFormatError("not exactly one question");
  const { name, next } = readName(msg, 12);
  if (next + 4 > msg.length) throw new DnsFormatError("truncated question");
  return { id: msg.readUInt16BE(0), name, type: msg.readUInt16BE(next), end: next + 4 };
}

/** The A and AAAA records anywhere in the answer section. */
export function answerAddresses(msg: Buffer): AddressRecord[] {
  if (msg.length < 12) throw new DnsFormatError("shorter than a header");
  const qd = msg.readUInt16BE(4);
  const an = msg.readUInt16BE(6);
  let pos = 12;
  for (let i = 0; i < qd; i++) pos = readName(msg, pos).next + 4;
  const out: AddressRecord[] = [];
  for (let i = 0; i < an; i++) {
    pos = readName(msg, pos).next;
    if (pos + 10 > msg.length) throw new DnsFormatError("truncated record");
    const type = msg.readUInt16BE(pos);
    const ttl = msg.readUInt32BE(pos + 4);
    const len = msg.readUInt16BE(pos + 8);
    pos += 10;
    if (pos + len > msg.length) throw new DnsFormatError("record data runs past the message");
    if (type === TYPE_A && len === 4) out.push({ family: 4, address: [...msg.subarray(pos, pos + 4)].join("."), ttl });
    if (type === TYPE_AAAA && len === 16) {
      const words: string[] = [];
      for (let w = 0; w < 8; w++) words.push(msg.readUInt16BE(pos + 2 * w).toString(16));
      out.push({ family: 6, address: compressV6(words), ttl });
    }
    pos += len;
  }
  return out;
}

/** The canonical text form of an IPv6 address (RFC 5952: longest run of zeros as "::"). */
function compressV6(words: string[]): string {
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (words[i] !== "0") {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === "0") j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j;
  }
  if (best < 0) return words.join(":");
  return `${words.slice(0, best).join(":")}::${words.slice(best + bestLen).join(":")}`;
}

/** An answer to `query` with no records and `rcode` (NXDOMAIN for denied names), echoing its question. */
export function refusal(query: Buffer, rcode: number): Buffer {
  const q = parseQuestion(query);
  const out = Buffer.alloc(q.end);
  query.copy(out, 0, 0, q.end);
  // QR=1, opcode and RD copied, RA=1, rcode; one question, no records.
  out[2] = 0x80 | (query[2]! & 0x79);
  out[3] = 0x80 | (rcode & 0x0f);
  out.writeUInt16BE(1, 4);
  out.writeUInt16BE(0, 6);
  out.writeUInt16BE(0, 8);
  out.writeUInt16BE(0, 10);
  return out;
}

/** A query for `name` (tests, the benchmark). */
export function query(id: number, name: string, type: number): Buffer {
  const labels = name.split(".").filter(Boolean);
  const parts = [Buffer.from([id >> 8, id & 0xff, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0])];
  for (const l of labels) parts.push(Buffer.from([l.length]), Buffer.from(l, "latin1"));
  parts.push(Buffer.from([0, type >> 8, type & 0xff, 0, 1]));
  return Buffer.concat(parts);
}
