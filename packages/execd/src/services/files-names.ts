// File names as bytes. Linux names are byte strings; JSON and query strings carry Unicode.
// Valid UTF-8 maps to itself. Each byte of a name that is NOT valid UTF-8 is carried as the
// lone surrogate U+DC80..U+DCFF (the "surrogateescape" convention of Python's os.fsdecode):
// listings report such names with those escapes (JSON `"\udcff"`), and a path sent back with
// the same escapes (in a JSON body, or percent-encoded raw bytes `%FF` in a query string)
// reaches the same file. Nothing else produces lone surrogates, so the mapping is lossless.
import os from "node:os";
import path from "node:path";

/** A path as the daemon handles it: a string in the escaped form described above. */
export type Name = string;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const LONE_ESCAPE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;

/** Bytes → escaped string (lossless). */
export function decodeName(bytes: Uint8Array): Name {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeLossless(bytes);
  }
}

function decodeLossless(b: Uint8Array): string {
  let out = "";
  let i = 0;
  while (i < b.length) {
    const n = validSequenceLength(b, i);
    if (n === 0) {
      out += String.fromCharCode(0xdc00 + b[i]!);
      i += 1;
    } else {
      out += strictUtf8.decode(b.subarray(i, i + n));
      i += n;
    }
  }
  return out;
}

/** Length of the well-formed UTF-8 sequence at b[i] (RFC 3629 table), or 0. */
function validSequenceLength(b: Uint8Array, i: number): number {
  const c0 = b[i]!;
  if (c0 < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < b.length && b[i + k]! >= lo && b[i + k]! <= hi;
  if (c0 >= 0xc2 && c0 <= 0xdf) return cont(1) ? 2 : 0;
  if (c0 === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((c0 >= 0xe1 && c0 <= 0xec) || c0 === 0xee || c0 === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c0 === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c0 === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c0 >= 0xf1 && c0 <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c0 === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** Escaped string → bytes (other lone surrogates, which no file name can hold, become U+FFFD). */
export function encodeName(name: Name): Buffer {
  if (!LONE_ESCAPE.test(name)) return Buffer.from(name, "utf8");
  const parts: Buffer[] = [];
  let run = "";
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const prevHigh = i > 0 && name.charCodeAt(i - 1) >= 0xd800 && name.charCodeAt(i - 1) <= 0xdbff;
    if (c >= 0xdc80 && c <= 0xdcff && !prevHigh) {
      if (run) parts.push(Buffer.from(run, "utf8"));
      run = "";
      parts.push(Buffer.of(c - 0xdc00));
    } else {
      run += name[i];
    }
  }
  if (run) parts.push(Buffer.from(run, "utf8"));
  return Buffer.concat(parts);
}

/** What to hand to node:fs: the string itself, or its bytes when it holds escaped bytes. */
export function fsPath(name: Name): string | Buffer {
  return LONE_ESCAPE.test(name) ? encodeName(name) : name;
}

/** Expands `~` and `~user` and makes the path absolute (relative to the daemon's cwd). */
export function resolvePath(given: Name, homeOf: (user: string) => string | undefined = () => undefined): Name {
  let p = given;
  if (p === "~" || p.startsWith("~/")) p = os.homedir() + p.slice(1);
  else if (p.startsWith("~")) {
    const slash = p.indexOf("/");
    const user = p.slice(1, slash < 0 ? undefined : slash);
    const home = homeOf(user);
    if (home !== undefined) p = home + (slash < 0 ? "" : p.slice(slash));
  }
  return path.resolve(p);
}

/**
 * Values of one query parameter, decoded from the raw URL byte by byte. The framework's query
 * parser gives up on percent-escapes that are not UTF-8 (it returns the raw text); here each
 * `%XX` is a byte and invalid UTF-8 becomes escapes, so any file name can be addressed.
 */
export function rawQueryValues(url: string, name: string): Name[] {
  const q = url.indexOf("?");
  if (q < 0) return [];
  const out: Name[] = [];
  for (const pair of url.slice(q + 1).split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decodeName(percentDecode(eq < 0 ? pair : pair.slice(0, eq)));
    if (key !== name) continue;
    out.push(decodeName(percentDecode(eq < 0 ? "" : pair.slice(eq + 1))));
  }
  return out;
}

function percentDecode(s: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch === 0x2b /* + */) bytes.push(0x20);
    else if (ch === 0x25 /* % */ && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch < 0x100) bytes.push(ch); // Node hands request-target bytes over as latin1
    else for (const b of Buffer.from(s[i]!, "utf8")) bytes.push(b);
  }
  return Buffer.from(bytes);
}

const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/**
 * `Content-Disposition: attachment` for a file name: plain `filename="…"` for simple ASCII
 * names; otherwise an ASCII fallback (unsafe characters replaced by `_`) plus RFC 5987
 * `filename*=UTF-8''…` carrying the exact bytes.
 */
export function contentDisposition(fileName: Name): string {
  const simple = /^[\x20-\x7e]*$/.test(fileName) && !/["\\%]/.test(fileName);
  if (simple) return `attachment; filename="${fileName}"`;
  const fallback = Array.from(fileName, (c) => (/^[\x20-\x7e]$/.test(c) && c !== '"' && c !== "\\" ? c : "_")).join("");
  let encoded = "";
  for (const b of encodeName(fileName)) {
    const c = String.fromCharCode(b);
    encoded += b < 0x80 && ATTR_CHAR.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
