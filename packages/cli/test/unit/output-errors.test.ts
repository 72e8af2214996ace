import { ConnectionError, NotFoundError, SandboxError, TimeoutError } from "@opensandbox/sdk";
import { describe, expect, it } from "vitest";
import { CliError, describeError, exitCodeFor, formatError, UsageError } from "../../src/errors.ts";
import { cell, printList, printObject, relativeTime, renderTable, setStdout } from "../../src/output.ts";
import { createProgress } from "../../src/progress.ts";

describe("error lines", () => {
  it("API errors: server message, then status, code and request id", () => {
    const err = new NotFoundError("getSandbox: 404 SANDBOX_NOT_FOUND: sandbox abc not found (request id r-1)", {
      status: 404,
      code: "SANDBOX_NOT_FOUND",
      requestId: "r-1",
      body: { code: "SANDBOX_NOT_FOUND", message: "sandbox abc not found" },
    });
    expect(formatError(err)).toBe("osb: sandbox abc not found (404 SANDBOX_NOT_FOUND, request r-1)");
    expect(exitCodeFor(err)).toBe(1);
  });

  it("answers without a JSON body or request id still make one line", () => {
    const html = new SandboxError("listSandboxes: 502: <html>\n<body>Bad gateway</body></html>", { status: 502, body: "<html>\n<body>Bad gateway</body></html>" });
    expect(describeError(html)).toBe("listSandboxes failed: Bad gateway (502)");
    const empty = new SandboxError("deleteSandbox: 500", { status: 500, body: "" });
    expect(describeError(empty)).toBe("deleteSandbox failed (500)");
  });

  it("connection failures name the address", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:8080"), { code: "ECONNREFUSED", address: "127.0.0.1", port: 8080 });
    const fetchErr = new TypeError("fetch failed", { cause });
    const err = new ConnectionError("listSandboxes: fetch failed (ECONNREFUSED)", { cause: fetchErr });
    expect(describeError(err)).toBe("listSandboxes: cannot connect to 127.0.0.1:8080 (ECONNREFUSED)");
    const dns = new ConnectionError("getSandbox: fetch failed", { cause: new TypeError("fetch failed", { cause: Object.assign(new Error("getaddrinfo ENOTFOUND nohost"), { code: "ENOTFOUND", hostname: "nohost" }) }) });
    expect(describeError(dns)).toBe("getSandbox: cannot connect to nohost (ENOTFOUND)");
  });

  it("timeouts, usage errors and multi-line messages", () => {
    expect(describeError(new TimeoutError("getSandbox timed out after 30000 ms"))).toBe("getSandbox timed out after 30000 ms");
    expect(exitCodeFor(new UsageError("x"))).toBe(2);
    expect(exitCodeFor(new CliError("x", 130))).toBe(130);
    expect(formatError(new Error("line one\n  line two"))).toBe("osb: line one line two");
  });
});

describe("tables", () => {
  it("aligns columns, leaves the last one unpadded", () => {
    expect(renderTable(["ID", "STATE"], [["a", "Running"], ["longer-id", "Paused"]])).toBe("ID          STATE\na           Running\nlonger-id   Paused");
  });

  it("cells: empty as -, records as k=v, lists comma-joined", () => {
    expect(cell(undefined)).toBe("-");
    expect(cell("")).toBe("-");
    expect(cell({ a: "1", b: "2" })).toBe("a=1,b=2");
    expect(cell(["x", "y"])).toBe("x,y");
    expect(cell("multi\nline")).toBe("multi line");
    expect(cell(new Date(0))).toBe("1970-01-01T00:00:00.000Z");
  });

  it("relative times", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(relativeTime(new Date(now + 9 * 60_000 + 59_000), now)).toBe("in 9m");
    expect(relativeTime(new Date(now + 2 * 3600_000 + 5 * 60_000), now)).toBe("in 2h5m");
    expect(relativeTime(new Date(now - 30_000), now)).toBe("30s ago");
    expect(relativeTime(undefined, now)).toBe("never");
  });

  it("printList and printObject in the three formats", () => {
    let out = "";
    setStdout({ write: (s: string) => (out += s) });
    try {
      type Row = { id: string; n: number };
      const rows: Row[] = [{ id: "a", n: 1 }, { id: "b", n: 2 }];
      const spec = { columns: [{ header: "id", value: (r: Row) => r.id }, { header: "n", value: (r: Row) => r.n }], raw: (r: Row) => r.id };
      printList("table", rows, spec);
      printList("raw", rows, spec);
      printList("json", rows, spec);
      printList("table", [], spec);
      printObject("table", rows[0]!, { fields: (r) => [["id", r.id], ["n", r.n]], raw: (r) => r.id });
      expect(out).toBe('ID   N\na    1\nb    2\na\nb\n[\n  {\n    "id": "a",\n    "n": 1\n  },\n  {\n    "id": "b",\n    "n": 2\n  }\n]\nid   a\nn    1\n');
    } finally {
      setStdout(process.stdout);
    }
  });
});

describe("progress bar", () => {
  function fakeStream() {
    const writes: string[] = [];
    return { writes, stream: { isTTY: true, columns: 100, write: (s: string) => writes.push(s) } as unknown as NodeJS.WriteStream };
  }

  it("draws at most every 100 ms and always at the end", () => {
    const { writes, stream } = fakeStream();
    let t = 0;
    const p = createProgress({ label: "big.bin", total: 4 * 1024 * 1024, stream, now: () => t });
    t = 150;
    p.add(1024 * 1024);
    t = 160;
    p.add(1024 * 1024); // too soon: not drawn
    t = 1000;
    p.add(2 * 1024 * 1024);
    p.done();
    p.done();
    expect(writes).toHaveLength(3);
    expect(writes[0]).toMatch(/^\rbig\.bin {2}\[#+·+\] +25% {2}1\.0 MiB \/ 4\.0 MiB {2}\S+ MiB\/s\x1b\[K$/);
    expect(writes[2]).toMatch(/^\rbig\.bin {2}\[#+\] 100% {2}4\.0 MiB \/ 4\.0 MiB {2}4\.0 MiB\/s\x1b\[K\n$/);
  });

  it("without a total shows bytes and rate; disabled when not a terminal", () => {
    const { writes, stream } = fakeStream();
    const p = createProgress({ label: "stdin", stream, now: () => 2000 });
    p.add(2048);
    p.done();
    expect(writes.at(-1)).toMatch(/^\rstdin {2}2\.0 KiB {2}\S+ \S+\/s\x1b\[K\n$/);
    const off = fakeStream();
    (off.stream as { isTTY: boolean }).isTTY = false;
    const q = createProgress({ label: "x", total: 10, stream: off.stream });
    q.add(10);
    q.done();
    expect(off.writes).toEqual([]);
  });
});
