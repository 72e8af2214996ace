// An API server of the test's own on a free loopback port, and a KubeConfig pointing at it: for
// unit tests of our calls to the Kubernetes API (answers, retries, watches) without a cluster.
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as k8s from "@kubernetes/client-node";

export async function serveKubeApi(handler: http.RequestListener): Promise<{ kc: k8s.KubeConfig; server: http.Server; close: () => Promise<unknown> }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const kc = new k8s.KubeConfig();
  kc.loadFromOptions({
    clusters: [{ name: "fake", server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, skipTLSVerify: true }],
    users: [{ name: "u", token: "t" }],
    contexts: [{ name: "c", cluster: "fake", user: "u" }],
    currentContext: "c",
  });
  return {
    kc,
    server,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}
