// Binary content in case files: `{base64: "..."}`, `{hex: "..."}` or `{text: "..."}` (UTF-8).
// Hex may contain whitespace between bytes for readability ("00 ff 0d 0a").

export type BytesSpec = { base64: string } | { hex: string } | { text: string };

export function isBytesSpec(value: unknown): value is BytesSpec {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && ["base64", "hex", "text"].includes(keys[0] as string) && typeof (value as Record<string, unknown>)[keys[0] as string] === "string";
}

export function decodeBytes(spec: BytesSpec): Uint8Array {
  if ("text" in spec) return new TextEncoder().encode(spec.text);
  if ("hex" in spec) {
    const hex = spec.hex.replace(/\s+/g, "");
    if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw new Error(`invalid hex bytes "${spec.hex}"`);
    return Uint8Array.from(Buffer.from(hex, "hex"));
  }
  const b64 = spec.base64.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) throw new Error(`invalid base64 bytes "${spec.base64}"`);
  return Uint8Array.from(Buffer.from(b64, b64.includes("-") || b64.includes("_") ? "base64url" : "base64"));
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((v, i) => v === b[i]);
}

/** Short hex rendering for reports: `00 ff 41 … (1234 bytes)`. */
export function showBytes(bytes: Uint8Array, max = 48): string {
  if (bytes.byteLength === 0) return "(0 bytes)";
  const shown = toHex(bytes.subarray(0, max)).replace(/(..)(?!$)/g, "$1 ");
  return `${shown}${bytes.byteLength > max ? " …" : ""} (${bytes.byteLength} byte${bytes.byteLength === 1 ? "" : "s"})`;
}

/** Index of the first differing byte, or -1 when equal. */
export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.byteLength, b.byteLength);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.byteLength === b.byteLength ? -1 : n;
}
