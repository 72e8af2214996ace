// OpenTelemetry traces. The code creates spans through @opentelemetry/api only; without a
// registered SDK those are the API's no-op spans (no allocation beyond a wrapper, nothing
// recorded). The SDK and the OTLP/HTTP exporter are imported only when an endpoint is configured
// (`[telemetry] otlp_endpoint`, else OTEL_EXPORTER_OTLP_TRACES_ENDPOINT / OTEL_EXPORTER_OTLP_ENDPOINT),
// so an unconfigured server never loads them.
import { SpanKind, SpanStatusCode, context, propagation, trace, type Attributes, type Context, type Span } from "@opentelemetry/api";
import type { Config } from "../config/config.ts";

const TRACER = "opensandbox-server";
/** The attribute every sandbox span carries. */
export const SANDBOX_ID = "opensandbox.sandbox.id";

export function tracer() {
  return trace.getTracer(TRACER);
}

function failed(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/** Runs `fn` in a new span (a child of the active one), ending it when `fn` settles. */
export function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      failed(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Like inSpan, but only below an active span: background work (watch events, sweeps) starts no traces of its own. */
export function inChildSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  return trace.getSpan(context.active())?.isRecording() ? inSpan(name, attributes, fn) : fn();
}

/** A server span for an HTTP request, continuing the caller's trace when it sent a `traceparent`. */
export function startRequestSpan(method: string, path: string, headers: Record<string, unknown>): { span: Span; ctx: Context } {
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(`${method}`, { kind: SpanKind.SERVER, attributes: { "http.request.method": method, "url.path": path } }, parent);
  return { span, ctx: trace.setSpan(parent, span) };
}

export function endRequestSpan(span: Span, method: string, route: string | undefined, status: number, requestId: string): void {
  if (route) {
    span.updateName(`${method} ${route}`);
    span.setAttribute("http.route", route);
  }
  span.setAttribute("http.response.status_code", status);
  span.setAttribute("opensandbox.request.id", requestId);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

export type Tracing = {
  /** Where spans go (for the start-up log line). */
  endpoint: string;
  /** Sends what is buffered, then unregisters the SDK. */
  shutdown(): Promise<void>;
};

/**
 * Loads the SDK and registers it globally (tracer provider, AsyncLocalStorage context manager,
 * W3C trace-context propagator) when an OTLP endpoint is configured; undefined otherwise. Spans are
 * batched and sent as OTLP/HTTP JSON.
 */
export async function startTracing(config: Config, instance: string, env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  const t = config.telemetry;
  if (env.OTEL_SDK_DISABLED === "true") return undefined;
  const envEndpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!t.otlp_endpoint && !envEndpoint) return undefined;
  const [{ TracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { AsyncLocalStorageContextManager }, { resourceFromAttributes }, { W3CTraceContextPropagator }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/core"),
    ]);
  // The configured key is a base URL like OTEL_EXPORTER_OTLP_ENDPOINT; without it the exporter reads the environment itself.
  const url = t.otlp_endpoint ? `${t.otlp_endpoint.replace(/\/+$/, "")}/v1/traces` : undefined;
  const exporter = new OTLPTraceExporter(url ? { url } : {});
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME || t.service_name, "service.instance.id": instance }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    endpoint: url ?? envEndpoint!,
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
