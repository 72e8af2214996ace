package io.github.opensandboxts.client;

import io.github.opensandboxts.client.generated.execd.api.MetricApi;

/** The sandbox's resource usage ({@code execd.metrics()}). */
public final class Metrics {
  private final Execd execd;
  private final MetricApi api;

  Metrics(Execd execd) {
    this.execd = execd;
    this.api = new MetricApi(execd.apiClient());
  }

  /** The current CPU and memory figures. */
  public io.github.opensandboxts.client.generated.execd.model.Metrics get() {
    return Calls.generated("getMetrics", () -> api.getMetrics());
  }

  /** A Metrics object about once a second until the stream is closed. */
  public EventStream<io.github.opensandboxts.client.generated.execd.model.Metrics> watch() {
    return execd.stream("watchMetrics", "GET", "/metrics/watch", null, io.github.opensandboxts.client.generated.execd.model.Metrics.class);
  }
}
