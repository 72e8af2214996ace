// Upstream osb's grammar rewritten onto ours: each upstream form, and our own forms left alone.
import { describe, expect, it } from "vitest";
import { toYaml } from "../../src/output.ts";
import { fromUpstream } from "../../src/upstream.ts";

const t = (line: string) => fromUpstream(line.split(" "));

describe("upstream osb forms", () => {
  it.each([
    ["config show", "config get"],
    ["config show -o yaml", "config get -o yaml"],
    ["config set connection.domain localhost:9090", "config set domain localhost:9090"],
    ["config set connection.api_key k", "config set api_key k"],
    ["config set connection.protocol https", "config set protocol https"],
    ["config set connection.request_timeout 30s", "config set request_timeout 30s"],
    ["config set connection.use_server_proxy true", "config set use_server_proxy true"],
    ["config set defaults.image python:3.12", "config set default_image python:3.12"],
    ["config get connection.domain", "config get domain"],
    ["file upload sb1 ./a.txt /tmp/a.txt", "files cp ./a.txt sb1:/tmp/a.txt"],
    ["file download sb1 /tmp/a.txt ./b.txt", "files cp sb1:/tmp/a.txt ./b.txt"],
    ["file cat sb1 /etc/hostname", "file cat sb1:/etc/hostname"],
    ["file rm sb1 /tmp/a /tmp/b", "file rm sb1:/tmp/a sb1:/tmp/b"],
    ["file mkdir sb1 /tmp/d --mode 755", "file mkdir sb1:/tmp/d --mode 755"],
    ["command run sb1 -d -w /tmp -t 30s -- sleep 1", "command run sb1 --background --cwd /tmp --timeout 30s -- sleep 1"],
    ["command run sb1 --workdir /srv -- ls -d -t", "command run sb1 --cwd /srv -- ls -d -t"],
    ["command session create sb1 -w /tmp", "command session create sb1 --cwd /tmp"],
    ["command session run sb1 s1 -w /tmp -t 5s -- pwd", "command session run sb1 s1 --cwd /tmp --timeout 5s -- pwd"],
    ["--domain h:1 file cat sb1 /x", "--domain h:1 file cat sb1:/x"],
  ])("%s", (upstream, ours) => {
    expect(t(upstream)).toEqual(ours.split(" "));
  });

  it.each([
    "files cp ./a sb1:/tmp/a",
    "files cat sb1:/etc/hostname",
    "files rm -r sb1:/tmp/d",
    "config set domain x",
    "command run sb1 -b --cwd /tmp -- ls",
    "sandbox metrics sb1 -o yaml",
    "exec sb1 -- ls -d",
    "file write sb1 /tmp/x -c hi",
  ])("leaves ours alone: %s", (line) => {
    expect(t(line)).toEqual(line.split(" "));
  });
});

describe("-o yaml", () => {
  it("writes block YAML that quotes what would read back differently", () => {
    const text = toYaml({
      id: "abc",
      state: "Running",
      count: 3,
      ok: true,
      none: null,
      word: "true",
      num: "0755",
      spaced: "a b",
      colon: "a: b",
      host: "localhost:8080",
      uuid: "934c0aa1-ba5e",
      date: "2026-12-01T10:00:00Z",
      sexagesimal: "1:20",
      empty: "",
      list: [1, "x"],
      nested: { k: [{ a: 1, b: [] }], e: {} },
    });
    expect(text).toBe(
      [
        "id: abc",
        "state: Running",
        "count: 3",
        "ok: true",
        "none: null",
        'word: "true"',
        'num: "0755"',
        "spaced: a b",
        'colon: "a: b"',
        "host: localhost:8080",
        "uuid: 934c0aa1-ba5e",
        'date: "2026-12-01T10:00:00Z"',
        'sexagesimal: "1:20"',
        'empty: ""',
        "list:",
        "- 1",
        "- x",
        "nested:",
        "  k:",
        "  - a: 1",
        "    b: []",
        "  e: {}",
        "",
      ].join("\n"),
    );
    expect(toYaml([])).toBe("[]\n");
  });
});
