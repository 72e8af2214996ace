package io.github.opensandboxts.client;

import io.github.opensandboxts.client.generated.execd.model.RunCodeRequest;
import io.github.opensandboxts.client.generated.execd.model.ServerStreamEvent;

/**
 * Code in language kernels ({@code execd.code()}). Contexts are managed with the generated
 * {@code CodeInterpretingApi} on {@link Execd#apiClient()}.
 */
public final class Code {
  private final Execd execd;

  Code(Execd execd) {
    this.execd = execd;
  }

  /** Runs code and returns its events (init, stdout/stderr, result, …, then execution_complete or error). */
  public EventStream<ServerStreamEvent> stream(RunCodeRequest request) {
    return execd.stream("runCode", "POST", "/code", request, ServerStreamEvent.class);
  }
}
