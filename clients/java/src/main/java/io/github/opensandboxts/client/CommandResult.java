package io.github.opensandboxts.client;

import io.github.opensandboxts.client.generated.execd.model.ExecutionError;
import io.github.opensandboxts.client.generated.execd.model.ServerStreamEvent;

/** The outcome of a command (or session run) run to completion. */
public final class CommandResult {
  private String id;
  private final StringBuilder stdout = new StringBuilder();
  private final StringBuilder stderr = new StringBuilder();
  private int exitCode = -1;
  private ExecutionError error;
  private long executionTimeMs;

  /** Collects a stream's events until it ends (the stream is closed afterwards). */
  static CommandResult collect(EventStream<ServerStreamEvent> events) {
    CommandResult r = new CommandResult();
    try (events) {
      for (ServerStreamEvent ev : events) {
        if (ev.getType() == null) continue;
        String text = ev.getText() == null ? "" : ev.getText();
        switch (ev.getType().getValue()) {
          case "init":
            r.id = text;
            break;
          case "stdout":
            r.stdout.append(outputText(ev));
            break;
          case "stderr":
            r.stderr.append(outputText(ev));
            break;
          case "execution_complete":
            r.exitCode = 0;
            r.executionTimeMs = ev.getExecutionTime() == null ? 0 : ev.getExecutionTime();
            break;
          case "error":
            r.error = ev.getError();
            if (ev.getError() != null && "CommandExecError".equals(ev.getError().getEname())) {
              try {
                r.exitCode = Integer.parseInt(ev.getError().getEvalue().trim());
              } catch (RuntimeException notANumber) {
                // keep -1
              }
            }
            break;
          default:
            break;
        }
      }
    }
    return r;
  }

  /**
   * What a stdout/stderr event adds to the output: its line and a line terminator, or with
   * {@code partial} set a piece of a line the next event continues.
   */
  static String outputText(ServerStreamEvent ev) {
    String text = ev.getText() == null ? "" : ev.getText();
    if (Boolean.TRUE.equals(ev.getPartial())) return text;
    return (text.endsWith("\n") ? text.substring(0, text.length() - 1) : text) + "\n";
  }

  /** The command id (the text of the init event), or null. */
  public String id() {
    return id;
  }

  /** The output lines, each followed by "\n". */
  public String stdout() {
    return stdout.toString();
  }

  public String stderr() {
    return stderr.toString();
  }

  /** 0 after execution_complete, the status of a CommandExecError, or -1 when the stream did not say. */
  public int exitCode() {
    return exitCode;
  }

  /** The error event's content when the command failed, or null. */
  public ExecutionError error() {
    return error;
  }

  public long executionTimeMs() {
    return executionTimeMs;
  }
}
