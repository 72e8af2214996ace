// Fenced code blocks of a Markdown file, with the marker that may precede each one.
//
// A block runs unless the line right before its fence (blank lines aside) is
//   <!-- not-run: why this block cannot run -->
// The reason is required; a marker that no fence follows is an error, so markers cannot drift
// away from the block they were written for.

export type Block = {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** First word of the info string, lower-cased ("" when the fence has none). */
  lang: string;
  /** The block's text, its fence's indentation removed, ending in "\n" unless empty. */
  code: string;
  /** The reason given by a `not-run` marker. */
  notRun?: string;
};

export type Extracted = { blocks: Block[]; problems: { file: string; line: number; message: string }[] };

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const MARKER = /^\s*<!--\s*not-run\s*:(.*?)-->\s*$/;
const MARKER_START = /^\s*<!--\s*not-run\b/;

export function extractBlocks(markdown: string, file: string): Extracted {
  const lines = markdown.split(/\r?\n/);
  const blocks: Block[] = [];
  const problems: Extracted["problems"] = [];
  let pending: { line: number; reason: string } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const open = FENCE.exec(text);
    if (!open) {
      const marker = MARKER.exec(text);
      if (marker) {
        if (pending) problems.push({ file, line: pending.line, message: "a not-run marker not followed by a code block" });
        const reason = marker[1]!.trim();
        if (!reason) problems.push({ file, line: i + 1, message: "a not-run marker needs a reason: <!-- not-run: why -->" });
        pending = { line: i + 1, reason };
      } else if (MARKER_START.test(text)) {
        problems.push({ file, line: i + 1, message: "malformed marker; write <!-- not-run: why --> on a line of its own" });
      } else if (text.trim() !== "" && pending) {
        problems.push({ file, line: pending.line, message: "a not-run marker not followed by a code block" });
        pending = undefined;
      }
      continue;
    }
    const indent = open[1]!.length;
    const fence = open[2]!;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j]!.trim();
      if (close.startsWith(fence[0]!.repeat(fence.length)) && /^(`+|~+)$/.test(close) && close[0] === fence[0]) break;
      body.push(stripIndent(lines[j]!, indent));
    }
    if (j === lines.length) problems.push({ file, line: i + 1, message: "code block is never closed" });
    blocks.push({
      file,
      line: i + 1,
      lang: open[3]!.toLowerCase(),
      code: body.length ? `${body.join("\n")}\n` : "",
      ...(pending ? { notRun: pending.reason } : {}),
    });
    pending = undefined;
    i = j;
  }
  if (pending) problems.push({ file, line: pending.line, message: "a not-run marker not followed by a code block" });
  return { blocks, problems };
}

function stripIndent(line: string, indent: number): string {
  let k = 0;
  while (k < indent && (line[k] === " " || line[k] === "\t")) k++;
  return line.slice(k);
}

/** Here-documents of a shell block whose delimiter is `word` (e.g. TOML): their bodies. */
export function heredocs(code: string, word: string): { body: string; offset: number }[] {
  const out: { body: string; offset: number }[] = [];
  const lines = code.split("\n");
  const start = new RegExp(`<<-?\\s*(['"]?)${word}\\1`);
  for (let i = 0; i < lines.length; i++) {
    if (!start.test(lines[i]!)) continue;
    const end = lines.indexOf(word, i + 1);
    if (end < 0) continue;
    out.push({ body: `${lines.slice(i + 1, end).join("\n")}\n`, offset: i + 1 });
    i = end;
  }
  return out;
}
