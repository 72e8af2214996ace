// Result: typed accessors over the MIME bundle of a `result` event.
import { describe, expect, it } from "vitest";
import { SandboxError } from "@opensandbox/sdk";
import { CHART_MIME, Result } from "../../src/index.ts";
import { PNG_BASE64, PNG_SIGNATURE } from "./support.ts";

describe("Result", () => {
  it("decodes image/png and image/jpeg from base64 into bytes (line breaks ignored)", () => {
    const wrapped = PNG_BASE64.replace(/(.{20})/g, "$1\n");
    const r = new Result({ "image/png": wrapped, "image/jpeg": btoa("\xff\xd8\xff\xe0jpeg") });
    expect(r.png).toBeInstanceOf(Uint8Array);
    expect([...r.png!.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(r.png!.length).toBe(atob(PNG_BASE64).length);
    expect(r.png).toBe(r.png); // decoded once
    expect([...r.jpeg!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(r.data["image/png"]).toBe(wrapped); // raw data stays as sent
  });

  it("maps the text formats; absent ones are undefined", () => {
    const r = new Result({
      text: "df",
      "text/html": "<table></table>",
      "text/markdown": "# hi",
      "image/svg+xml": "<svg/>",
      "text/latex": "$x^2$",
      "application/json": { a: [1, 2] },
      "application/javascript": "console.log(1)",
      "application/pdf": "JVBERi0=",
    });
    expect(r.text).toBe("df");
    expect(r.html).toBe("<table></table>");
    expect(r.markdown).toBe("# hi");
    expect(r.svg).toBe("<svg/>");
    expect(r.latex).toBe("$x^2$");
    expect(r.json).toEqual({ a: [1, 2] });
    expect(r.javascript).toBe("console.log(1)");
    expect(r.pdf).toBe("JVBERi0=");
    expect(r.png).toBeUndefined();
    expect(r.jpeg).toBeUndefined();
    expect(r.chart).toBeUndefined();
    expect(r.formats()).toEqual(["text", "html", "markdown", "svg", "latex", "json", "javascript", "pdf"]);
  });

  it("accepts text/plain too, and nbformat-style lists of lines", () => {
    const r = new Result({ "text/plain": ["a\n", "b"], "text/html": ["<p>", "x</p>"] });
    expect(r.text).toBe("a\nb");
    expect(r.html).toBe("<p>x</p>");
    expect(r.formats()).toEqual(["text", "html"]);
  });

  it("chart: data under application/vnd.*.chart+json (object or JSON text), else undefined", () => {
    const chart = { type: "line", elements: [{ label: "y", points: [[0, 1]] }] };
    expect(new Result({ [CHART_MIME]: chart, text: "<Chart>" }).chart).toEqual(chart);
    expect(new Result({ "application/vnd.e2b.chart+json": JSON.stringify(chart) }).chart).toEqual(chart);
    expect(new Result({ chart }).chart).toEqual(chart);
    expect(new Result({ [CHART_MIME]: chart, text: "<Chart>" }).formats()).toEqual(["chart", "text"]);
    expect(new Result({ "image/png": PNG_BASE64, text: "<Figure>" }).chart).toBeUndefined();
  });

  it("formats() lists unknown MIME types as they are; isMainResult and toJSON", () => {
    const r = new Result({ text: "w", "application/vnd.jupyter.widget-view+json": { model_id: "m" } }, true);
    expect(r.formats()).toEqual(["text", "application/vnd.jupyter.widget-view+json"]);
    expect(r.isMainResult).toBe(true);
    expect(new Result({}).isMainResult).toBeUndefined();
    expect(JSON.parse(JSON.stringify(r))).toEqual({ data: { text: "w", "application/vnd.jupyter.widget-view+json": { model_id: "m" } }, isMainResult: true });
    expect(JSON.parse(JSON.stringify(new Result({ text: "x" })))).toEqual({ data: { text: "x" } });
  });

  it("invalid base64 is a SandboxError with code INVALID_RESULT_DATA", () => {
    let err: unknown;
    try {
      void new Result({ "image/png": "not*base64!" }).png;
    } catch (e) {
      err = e;
    }
    expect(SandboxError.isInstance(err)).toBe(true);
    expect(err).toMatchObject({ code: "INVALID_RESULT_DATA" });
  });
});
