// The doc runner itself: it must find every block, honour markers, and fail on a broken one,
// naming the file and line and showing the block's output.
import { describe, expect, it } from "vitest";
import { extractBlocks, heredocs } from "../docs/blocks.ts";
import { curlWithoutFail, formatResult, runDocs, type Result } from "../docs/run-docs.ts";

const fence = "```";

describe("extractBlocks", () => {
  it("finds fenced blocks with their language, line and marker, indented ones included", () => {
    const md = [
      "# Title", //                                  1
      "", //                                         2
      `${fence}sh`, //                               3
      "echo one", //                                 4
      fence, //                                      5
      "<!-- not-run: starts a server -->", //        6
      "", //                                         7
      `${fence}bash title="x"`, //                   8
      "serve", //                                    9
      fence, //                                      10
      "- a list item:", //                           11
      `  ${fence}yaml`, //                           12
      "  a: 1", //                                   13
      "    b: 2", //                                 14
      `  ${fence}`, //                               15
      "~~~", //                                      16
      "```not a fence inside", //                    17
      "~~~", //                                      18
    ].join("\n");
    const { blocks, problems } = extractBlocks(md, "doc.md");
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { file: "doc.md", line: 3, lang: "sh", code: "echo one\n" },
      { file: "doc.md", line: 8, lang: "bash", code: "serve\n", notRun: "starts a server" },
      { file: "doc.md", line: 12, lang: "yaml", code: "a: 1\n  b: 2\n" },
      { file: "doc.md", line: 16, lang: "", code: "```not a fence inside\n" },
    ]);
  });

  it("reports markers without a reason, markers that no block follows, and unclosed blocks", () => {
    const md = ["<!-- not-run: -->", `${fence}sh`, "x", fence, "<!-- not-run: lost -->", "some prose", "<!-- not-run:x", `${fence}sh`, "never closed"].join("\n");
    const { problems } = extractBlocks(md, "doc.md");
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "1: a not-run marker needs a reason: <!-- not-run: why -->",
      "5: a not-run marker not followed by a code block",
      "7: malformed marker; write <!-- not-run: why --> on a line of its own",
      "8: code block is never closed",
    ]);
  });

  it("finds here-documents by their delimiter", () => {
    expect(heredocs("cat > a <<'TOML'\n[server]\nport = 1\nTOML\nnode x\n", "TOML")).toEqual([{ body: "[server]\nport = 1\n", offset: 1 }]);
  });
});

describe("curlWithoutFail", () => {
  it("finds a curl call that would exit 0 on an error answer", () => {
    expect(curlWithoutFail("curl -sS --fail-with-body http://x\ncurl -fsS http://y\nID=$(curl --fail -s http://z)\n")).toBeUndefined();
    expect(curlWithoutFail("echo ok\ncurl -H 'a: b' \\\n  -d '{}' http://x\n")).toBe(2);
    expect(curlWithoutFail("curl -f http://x | curl -s http://y\n")).toBe(1);
    expect(curlWithoutFail("curl -sS -H 'a: b' \\\n  --fail-with-body http://x\n")).toBeUndefined();
  });
});

describe("runDocs", () => {
  const md = [
    "Works:", //                                                  1
    `${fence}sh`, //                                              2
    "echo fine", //                                               3
    fence, //                                                     4
    "Broken:", //                                                 5
    `${fence}bash`, //                                            6
    "echo 'about to fail'", //                                    7
    "false", //                                                   8
    "echo 'never printed'", //                                    9
    fence, //                                                     10
    `${fence}`, //                                                11
    "what am I", //                                               12
    fence, //                                                     13
    "<!-- not-run: a synopsis -->", //                            14
    `${fence}sh`, //                                              15
    "tool [--flag]", //                                           16
    fence, //                                                     17
    "<!-- not-run: the syntax is still checked -->", //           18
    `${fence}sh`, //                                              19
    "if then fi (", //                                            20
    fence, //                                                     21
    `${fence}toml`, //                                            22
    "[server]", //                                                23
    "no_such_key = 1", //                                         24
    fence, //                                                     25
    `${fence}json`, //                                            26
    "{ not json", //                                              27
    fence, //                                                     28
    `${fence}go`, //                                              29
    "client.Do()", //                                             30
    fence, //                                                     31
    `${fence}ts`, //                                              32
    "const n: number = 6 * 7; console.log(n);", //                33
    fence, //                                                     34
    `${fence}text`, //                                            35
    "output", //                                                  36
    fence, //                                                     37
    "<!-- not-run: its TOML is checked anyway -->", //            38
    `${fence}sh`, //                                              39
    "cat > c.toml <<'TOML'", //                                   40
    "[server]", //                                                41
    'port = "eighty"', //                                         42
    "TOML", //                                                    43
    fence, //                                                     44
    `${fence}sh`, //                                              45
    "true", //                                                    46
    fence, //                                                     47
    `${fence}ts`, //                                              48
    "const x: { a: number } = { a: 1 };", //                      49
    "console.log((x as { a: number }).a, x.b);", //               50
    fence, //                                                     51
  ].join("\n");

  it("passes, skips and fails each block as it should, with file:line and output", async () => {
    const { results, ok } = await runDocs([{ file: "/docs/doc.md", text: md }], { timeoutMs: 60_000, concurrency: 4 });
    expect(ok).toBe(false);
    // TypeScript blocks get two results: the run, and the type check.
    const typeChecks = results.filter((r) => r.what.startsWith("tsc:"));
    expect(typeChecks.map((r) => [r.block.line, r.status])).toEqual([
      [32, "pass"],
      [48, "fail"],
    ]);
    expect(typeChecks[1]!.output).toMatch(/^line 50: error TS2339: Property 'b' does not exist/);
    for (const r of typeChecks) results.splice(results.indexOf(r), 1);
    const byLine = new Map<number, Result>(results.map((r) => [r.block.line, r]));
    const status = (line: number) => byLine.get(line)?.status;
    expect(results.map((r) => r.block.line)).toEqual([2, 6, 11, 15, 19, 22, 26, 29, 32, 35, 39, 45, 48]);
    expect([2, 32, 45, 48].map(status)).toEqual(["pass", "pass", "pass", "pass"]); // 48 runs: x.b is undefined
    expect([15, 35].map(status)).toEqual(["skip", "skip"]);
    expect([6, 11, 19, 22, 26, 29, 39].map(status)).toEqual(Array(7).fill("fail"));

    const broken = byLine.get(6)!;
    expect(broken.output).toContain("about to fail");
    expect(broken.output).not.toContain("never printed");
    const shown = formatResult(broken, "/docs");
    expect(shown).toMatch(/^FAIL doc\.md:6 bash — bash: exit 1/);
    expect(shown).toContain("| about to fail");
    expect(byLine.get(32)!.output).toBe("42\n");
    expect(byLine.get(11)!.what).toContain("without a language");
    expect(byLine.get(19)!.what).toContain("bash -n");
    expect(byLine.get(22)!.what).toContain("unknown key [server] no_such_key");
    expect(byLine.get(26)!.what).toMatch(/^json: /);
    expect(byLine.get(29)!.what).toContain("not a program");
    expect(byLine.get(39)!.what).toMatch(/TOML here-document at line 41: .*\[server\] port must be/);
  }, 60_000);

  it("kills a block that outlives the timeout, with what it printed", async () => {
    const { results, ok } = await runDocs([{ file: "slow.md", text: `${fence}sh\necho started\nsleep 60\n${fence}\n` }], { timeoutMs: 1500 });
    expect(ok).toBe(false);
    expect(results[0]).toMatchObject({ status: "fail", what: "bash: timed out after 1.5 s", output: "started\n" });
  });

  it("succeeds when every block passes or is marked", async () => {
    const good = `${fence}sh\ntest -n "$HOME" && pwd | grep -q osb-docs\nsleep 60 &\n${fence}\n\n<!-- not-run: needs a terminal -->\n${fence}sh\nosb exec -it x\n${fence}\n`;
    const { ok, results } = await runDocs([{ file: "good.md", text: good }], { timeoutMs: 20_000 }); // the sleep left behind is killed
    expect(results.map((r) => r.status)).toEqual(["pass", "skip"]);
    expect(ok).toBe(true);
  });
});
