// `expect.stream` and `expect.bytes`, evaluated on hand-made responses.
import { describe, expect, it } from "vitest";
import type { Expectation } from "../src/cases/types.js";
import { evaluateExpectation, responseRoot } from "../src/checks/expect.js";
import { resolveField } from "../src/checks/matchers.js";
import { decodeBytes, firstDifference, showBytes } from "../src/runner/bytes.js";
import { makeResponse } from "../src/runner/driver.js";
import type { WireResponse } from "../src/runner/driver.js";
import { DEFAULT_EXECD_SPEC_FILE } from "../src/paths.js";
import { loadSpec } from "../src/spec.js";
import { WireSchema } from "../src/wire-schema.js";

const wire = new WireSchema(loadSpec(DEFAULT_EXECD_SPEC_FILE));

function stream(events: unknown[], partial = false): WireResponse {
  const body = events.map((e) => `${JSON.stringify(e)}\n\n`).join("");
  return makeResponse(200, { "content-type": "text/event-stream", "x-request-id": "r" }, [new TextEncoder().encode(body)], performance.now(), { events, problems: [] }, partial);
}

const failed = (e: Expectation, r: WireResponse, vars = {}) => evaluateExpectation(e, r, vars, wire).filter((o) => !o.ok);
const kinds = (e: Expectation, r: WireResponse, vars = {}) => failed(e, r, vars).map((o) => o.kind);

const init = { type: "init", text: "cmd-1" };
const ping = { type: "ping", text: "pong" };
const lines = ["one", "two", "three"].map((text) => ({ type: "stdout", text }));
const complete = { type: "execution_complete", execution_time: 5 };
const exit3 = { type: "error", error: { ename: "CommandExecError", evalue: "3", traceback: [] } };

describe("stream expectations", () => {
  const good = stream([init, lines[0], ping, lines[1], { type: "stderr", text: "warn" }, lines[2], complete]);

  it("pass on the foreground contract", () => {
    const expectation: Expectation = {
      status: 200,
      stream: {
        first: { type: "init", text: { minLength: 1 } },
        types: ["init", "stdout", "stdout", "stderr", "stdout", "execution_complete"],
        texts: { stdout: ["one", "two", "three"], stderr: ["warn"] },
        count: { ping: 1, error: 0 },
        terminal: { type: "execution_complete", execution_time: { type: "integer" } },
        includes: [{ type: "stderr", text: "warn" }],
        excludes: [{ type: "error" }],
        every: { type: { type: "string" } },
      },
    };
    expect(failed(expectation, good)).toEqual([]);
  });

  it("say what differs: first event, order of texts, counts", () => {
    const out = failed({ stream: { first: { type: "stdout" }, texts: { stdout: ["one", "three", "two"] }, count: { stdout: { gte: 4 } } } }, good);
    expect(out.map((o) => o.kind)).toEqual(["stream:first", "stream:texts.stdout", "stream:count.stdout"]);
    expect(out[0]?.message).toMatch(/first event: type: expected "stdout", got "init"/);
    expect(out[1]?.message).toMatch(/texts of stdout events: expected \["one","three","two"\], got \["one","two","three"\]; events \[init "cmd-1", stdout "one", ping/);
  });

  it("compare lines, not the pieces execd cut them into (partial events continue the next one)", () => {
    const cut = stream([init, { type: "stdout", text: "hello" }, { type: "stdout", text: "wor", partial: true }, { type: "stderr", text: "e" }, { type: "stdout", text: "ld" }, { type: "stdout", text: "end", partial: true }, complete]);
    expect(failed({ stream: { texts: { stdout: ["hello", "world", "end"], stderr: ["e"] } } }, cut)).toEqual([]);
    expect(failed({ stream: { types: ["init", "stdout", "stdout", "stderr", "stdout", "execution_complete"], includes: [{ type: "stdout", text: "world" }] } }, cut)).toEqual([]);
    expect(failed({ stream: { texts: { stdout: ["hello", "wor", "ld", "end"] } } }, cut).map((o) => o.kind)).toEqual(["stream:texts.stdout"]);
  });

  it("require exactly one terminal event, matching, with nothing after it", () => {
    const terminal = { stream: { terminal: { type: "error", "error.ename": "CommandExecError", "error.evalue": "3" } } };
    expect(failed(terminal, stream([init, lines[0], exit3]))).toEqual([]);
    expect(failed(terminal, stream([init, exit3, ping]))[0]?.message).toMatch(/1 event\(s\) after the terminal one: \[ping\]/);
    expect(failed(terminal, stream([init, exit3, complete]))[0]?.message).toMatch(/expected 1 terminal event\(s\).*got 2/);
    expect(failed(terminal, stream([init, lines[0]]))[0]?.message).toMatch(/got 0/);
    const wrong = failed(terminal, stream([init, { type: "error", error: { ename: "CommandExecError", evalue: "1" } }]));
    expect(wrong[0]?.message).toMatch(/terminal event 1: error.evalue: expected "3", got "1"/);
    expect(failed(terminal, stream([init, exit3], true))[0]?.message).toMatch(/the stream had not ended/);
  });

  it("accept a list of terminal events in order (a failing code cell)", () => {
    const both = stream([init, exit3, complete]);
    expect(failed({ stream: { terminal: [{ type: "error" }, { type: "execution_complete" }] } }, both)).toEqual([]);
    expect(kinds({ stream: { terminal: [{ type: "execution_complete" }, { type: "error" }] } }, both)).toEqual(["stream:terminal"]);
  });

  it("fail includes, excludes and every with the offending event", () => {
    expect(failed({ stream: { includes: [{ type: "stdout", text: "four" }] } }, good)[0]?.message).toMatch(/no event matches \{type: "stdout", text: "four"\}/);
    expect(failed({ stream: { excludes: [{ type: "ping" }] } }, good)[0]?.message).toMatch(/event 3 matches/);
    expect(failed({ stream: { every: { timestamp: { exists: true } } } }, good)[0]?.message).toMatch(/event 1: timestamp/);
  });

  it("interpolate variables in event matchers and event paths", () => {
    expect(failed({ stream: { first: { text: "{id}" } } }, good, { id: "cmd-1" })).toEqual([]);
    expect(kinds({ stream: { first: { text: "{id}" } } }, good, { id: "cmd-2" })).toEqual(["stream:first"]);
  });

  it("fail on a response that is not an event stream", () => {
    const json = makeResponse(400, { "content-type": "application/json" }, [new TextEncoder().encode('{"code":"X","message":"y"}')], 0);
    expect(failed({ stream: { first: { type: "init" } } }, json)[0]?.message).toMatch(/expected an event stream, got application\/json/);
  });

  it("expose the events to fields and save paths", () => {
    const root = responseRoot(good);
    expect(resolveField(root, "events[0].text").value).toBe("cmd-1");
    expect(resolveField(root, "events[*].type").value).toHaveLength(7);
    expect(root.body).toBeUndefined();
  });
});

describe("bytes", () => {
  it("decode base64, hex (with spaces) and text", () => {
    expect([...decodeBytes({ base64: "AP8A" })]).toEqual([0, 255, 0]);
    expect([...decodeBytes({ hex: "00 ff\n0a" })]).toEqual([0, 255, 10]);
    expect([...decodeBytes({ text: "é" })]).toEqual([0xc3, 0xa9]);
    expect(() => decodeBytes({ hex: "0g" })).toThrow(/invalid hex/);
    expect(firstDifference(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(2);
    expect(firstDifference(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 4))).toBe(2);
    expect(showBytes(Uint8Array.of(0, 255))).toBe("00 ff (2 bytes)");
  });

  const binary = makeResponse(206, { "content-type": "application/octet-stream" }, [Uint8Array.of(0xfe, 0x00, 0x0d, 0x0a)], 0);

  it("compare the body byte for byte and show where it differs", () => {
    expect(failed({ bytes: { hex: "fe000d0a" } }, binary)).toEqual([]);
    expect(failed({ bytes: { base64: "/gANCg==" } }, binary)).toEqual([]);
    const [diff] = failed({ bytes: { hex: "fe 00 0d 0b" } }, binary);
    expect(diff?.message).toBe("body bytes differ from offset 3: expected fe 00 0d 0b (4 bytes), got fe 00 0d 0a (4 bytes)");
    expect(failed({ bytes: { text: "" } }, binary)[0]?.message).toMatch(/from offset 0: expected \(0 bytes\), got fe/);
  });

  it("offer raw views of the body for fields", () => {
    const root = responseRoot(binary);
    expect(resolveField(root, "raw.length").value).toBe(4);
    expect(resolveField(root, "raw.hex").value).toBe("fe000d0a");
    expect(resolveField(root, "raw.base64").value).toBe("/gANCg==");
  });

  it("keep text/plain bodies as text even when they look like JSON", () => {
    const text = makeResponse(200, { "content-type": "text/plain; charset=utf-8" }, [new TextEncoder().encode("3\n")], 0);
    expect(responseRoot(text).body).toBe("3\n");
    const json = makeResponse(200, { "content-type": "application/json" }, [new TextEncoder().encode("3")], 0);
    expect(responseRoot(json).body).toBe(3);
  });
});
