// The plain manifests (deploy/kubernetes/opensandbox.yaml, the chart rendered; scripts/k8s/deploy-check.sh
// keeps them equal) parse as strict YAML, and every workload's selector picks its own Pods. Helm and
// kubectl accept a duplicated key, the last one winning, so only a strict parser notices one.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as k8s from "@kubernetes/client-node";
import { describe, expect, it } from "vitest";

const PLAIN = fileURLToPath(new URL("../../../../deploy/kubernetes/opensandbox.yaml", import.meta.url));

type Doc = { kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: any };

describe("the plain Kubernetes manifests", () => {
  // Documents one by one: the client's loadAllYaml fails on the chart's comment-only documents.
  const docs = () =>
    readFileSync(PLAIN, "utf8")
      .split(/^---$/m)
      .filter((text) => /^[^#\s]/m.test(text))
      .map((text) => k8s.loadYaml<Doc | null>(text))
      .filter((d): d is Doc => !!d);

  it("parse as strict YAML (no key twice in a mapping)", () => {
    expect(docs().length).toBeGreaterThan(5);
  });

  it("label each workload with the component its selector and Pods carry", () => {
    const workloads = docs().filter((d) => d.kind === "Deployment" || d.kind === "DaemonSet");
    expect(workloads.map((d) => d.kind).sort()).toEqual(["DaemonSet", "Deployment"]);
    for (const w of workloads) {
      const selector: Record<string, string> = w.spec.selector.matchLabels;
      expect(w.spec.template.metadata.labels, `${w.kind} ${w.metadata.name}`).toMatchObject(selector);
      expect(w.metadata.labels?.["app.kubernetes.io/component"], `${w.kind} ${w.metadata.name}`).toBe(selector["app.kubernetes.io/component"]);
    }
  });
});
