// One rich output of a code cell: the MIME bundle of a Jupyter `execute_result` or
// `display_data` message as execd streams it in a `result` event (MIME type → data, with
// `text/plain` renamed `text`), plus typed accessors for the common formats.
import { SandboxError } from "@opensandbox/sdk";

/**
 * MIME type under which a kernel may publish structured chart data (axes, series, ...), read by
 * {@link Result.chart}. Neither ipykernel nor execd produce it by themselves; code can publish it
 * with `IPython.display.display({CHART_MIME: {...}, "text/plain": "..."}, raw=True)`.
 */
export const CHART_MIME = "application/vnd.opensandbox.chart+json";

/** Any `application/vnd.<vendor>.chart+json` (and a bare `chart` key) counts as chart data. */
const CHART_KEY = /^application\/vnd\.[\w.-]*chart\+json$/i;

/** Accessor name → the bundle keys it reads, first present wins. */
const FORMATS = {
  text: ["text", "text/plain"],
  html: ["text/html"],
  markdown: ["text/markdown"],
  svg: ["image/svg+xml"],
  png: ["image/png"],
  jpeg: ["image/jpeg"],
  pdf: ["application/pdf"],
  latex: ["text/latex"],
  json: ["application/json"],
  javascript: ["application/javascript", "text/javascript"],
} as const;

/** Names {@link Result.formats} reports for the formats it knows. */
export type ResultFormat = keyof typeof FORMATS | "chart";

const FORMAT_OF_KEY = new Map<string, ResultFormat>();
for (const [name, keys] of Object.entries(FORMATS) as [ResultFormat, readonly string[]][]) for (const k of keys) FORMAT_OF_KEY.set(k, name);

function formatOf(key: string): ResultFormat | undefined {
  return FORMAT_OF_KEY.get(key) ?? (key === "chart" || CHART_KEY.test(key) ? "chart" : undefined);
}

/** Text formats may arrive as a list of lines (nbformat style); they are joined. */
function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.join("");
  return undefined;
}

/** Decodes base64 (whitespace and line breaks, which older kernels insert, are ignored). */
export function decodeBase64(value: string): Uint8Array {
  const clean = value.replace(/\s+/g, "");
  const fromBase64 = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array }).fromBase64;
  try {
    if (fromBase64) return fromBase64(clean);
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch (cause) {
    throw new SandboxError("result data is not valid base64", { code: "INVALID_RESULT_DATA", cause });
  }
}

export class Result {
  /** The bundle as received: MIME type → data (`text/plain` under `text`). */
  readonly data: Readonly<Record<string, unknown>>;
  /**
   * `true` for the cell's value (`execute_result`), `false` for output shown with `display()`
   * or by a plotting library (`display_data`), `undefined` when the event does not say (execd
   * does not mark results at the moment).
   */
  readonly isMainResult: boolean | undefined;
  #png: Uint8Array | undefined;
  #jpeg: Uint8Array | undefined;

  constructor(data: Record<string, unknown>, isMainResult?: boolean) {
    this.data = data;
    this.isMainResult = isMainResult;
  }

  #first(name: keyof typeof FORMATS): unknown {
    for (const key of FORMATS[name]) if (key in this.data) return this.data[key];
    return undefined;
  }

  #text(name: keyof typeof FORMATS): string | undefined {
    return asText(this.#first(name));
  }

  /** Plain-text representation (Python's `repr`), present on almost every result. */
  get text(): string | undefined {
    return this.#text("text");
  }
  get html(): string | undefined {
    return this.#text("html");
  }
  get markdown(): string | undefined {
    return this.#text("markdown");
  }
  /** SVG document (text). */
  get svg(): string | undefined {
    return this.#text("svg");
  }
  get latex(): string | undefined {
    return this.#text("latex");
  }
  get javascript(): string | undefined {
    return this.#text("javascript");
  }
  /** PNG image bytes (decoded from the bundle's base64). */
  get png(): Uint8Array | undefined {
    if (this.#png) return this.#png;
    const b64 = this.#text("png");
    return b64 === undefined ? undefined : (this.#png = decodeBase64(b64));
  }
  /** JPEG image bytes (decoded from the bundle's base64). */
  get jpeg(): Uint8Array | undefined {
    if (this.#jpeg) return this.#jpeg;
    const b64 = this.#text("jpeg");
    return b64 === undefined ? undefined : (this.#jpeg = decodeBase64(b64));
  }
  /** PDF as base64 text, as the kernel sent it. */
  get pdf(): string | undefined {
    return this.#text("pdf");
  }
  /** `application/json` data (already parsed by the kernel's protocol: any JSON value). */
  get json(): unknown {
    return this.#first("json");
  }
  /**
   * Structured chart data, when the bundle carries it under {@link CHART_MIME} (or another
   * `application/vnd.*.chart+json` type, or a `chart` key); a JSON string is parsed. Otherwise
   * `undefined`: a matplotlib figure is only a PNG (see {@link png}), execd extracts no chart data.
   */
  get chart(): unknown {
    for (const [key, value] of Object.entries(this.data)) {
      if (formatOf(key) !== "chart") continue;
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    return undefined;
  }

  /**
   * The formats present, in the bundle's order: the accessor names above for known MIME types
   * (`text`, `html`, `png`, `chart`, ...), the MIME type itself for others.
   */
  formats(): string[] {
    const out: string[] = [];
    for (const key of Object.keys(this.data)) {
      const name = formatOf(key) ?? key;
      if (!out.includes(name)) out.push(name);
    }
    return out;
  }

  toJSON(): { data: Record<string, unknown>; isMainResult?: boolean } {
    return this.isMainResult === undefined ? { data: { ...this.data } } : { data: { ...this.data }, isMainResult: this.isMainResult };
  }
}
