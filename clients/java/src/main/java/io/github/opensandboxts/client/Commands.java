package io.github.opensandboxts.client;

import io.github.opensandboxts.client.generated.execd.ApiResponse;
import io.github.opensandboxts.client.generated.execd.api.CommandApi;
import io.github.opensandboxts.client.generated.execd.model.CommandStatusResponse;
import io.github.opensandboxts.client.generated.execd.model.RunCommandRequest;
import io.github.opensandboxts.client.generated.execd.model.ServerStreamEvent;
import java.net.http.HttpRequest;

/** Shell commands in the sandbox ({@code execd.commands()}). */
public final class Commands {
  private final Execd execd;
  private final CommandApi api;

  Commands(Execd execd) {
    this.execd = execd;
    this.api = new CommandApi(execd.apiClient());
  }

  /**
   * Starts a command and returns its events (init, stdout/stderr lines, ping, then
   * execution_complete or error). Closing the stream early disconnects; it does not stop a
   * background command.
   */
  public EventStream<ServerStreamEvent> stream(RunCommandRequest request) {
    return execd.stream("runCommand", "POST", "/command", request, ServerStreamEvent.class);
  }

  /** Runs a shell command to completion; a non-zero exit is in {@link CommandResult#exitCode()}, not an exception. */
  public CommandResult run(String command) {
    return run(new RunCommandRequest().command(command));
  }

  public CommandResult run(RunCommandRequest request) {
    return CommandResult.collect(stream(request));
  }

  /** Starts a detached command and returns its id once it has started (follow it with status/logs). */
  public String background(String command) {
    CommandResult r = run(new RunCommandRequest().command(command).background(true));
    if (r.error() != null) {
      throw new OpenSandboxException("runCommand: background command failed to start: " + r.error().getEname() + ": " + r.error().getEvalue());
    }
    return r.id();
  }

  public CommandStatusResponse status(String id) {
    return Calls.generated("getCommandStatus", () -> api.getCommandStatus(id));
  }

  /** A background command's output from {@code cursor} (null: the start) and the cursor to pass next. */
  public Logs logs(String id, Long cursor) {
    ApiResponse<String> r = Calls.generated("getBackgroundCommandLogs", () -> api.getBackgroundCommandLogsWithHttpInfo(id, cursor));
    long next = r.getHeaders().entrySet().stream()
        .filter(e -> e.getKey().equalsIgnoreCase("EXECD-COMMANDS-TAIL-CURSOR") && !e.getValue().isEmpty())
        .mapToLong(e -> Long.parseLong(e.getValue().get(0).trim())).findFirst().orElse(0L);
    return new Logs(r.getData() == null ? "" : r.getData(), next);
  }

  /** Output of a background command and the cursor where the next read starts. */
  public static final class Logs {
    public final String text;
    public final long cursor;

    Logs(String text, long cursor) {
      this.text = text;
      this.cursor = cursor;
    }
  }

  /** Stops a running command (SIGTERM, then SIGKILL). */
  public void interrupt(String id) {
    Calls.generated("interruptCommand", () -> {
      api.interruptCommand(id);
      return null;
    });
  }

  /** Appends bytes to the stdin of a command started with {@code stdin: true}. */
  public void writeStdin(String id, byte[] data) {
    HttpRequest req = Calls.request(execd.baseUrl(), "/command/" + Calls.encode(id) + "/stdin", execd.options.requestTimeout)
        .header("Content-Type", "application/octet-stream").POST(HttpRequest.BodyPublishers.ofByteArray(data)).build();
    try (var body = Calls.send(execd.http, "writeCommandStdin", req).body()) {
      body.readAllBytes();
    } catch (java.io.IOException e) {
      throw new TransportError("writeCommandStdin", e);
    }
  }

  /** Closes the command's stdin (it reads end-of-file). */
  public void closeStdin(String id) {
    Calls.generated("closeCommandStdin", () -> {
      api.closeCommandStdin(id);
      return null;
    });
  }
}
