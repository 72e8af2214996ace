package io.github.opensandboxts.client;

import io.github.opensandboxts.client.generated.execd.api.CommandApi;
import io.github.opensandboxts.client.generated.execd.model.CreateSessionRequest;
import io.github.opensandboxts.client.generated.execd.model.RunInSessionRequest;
import io.github.opensandboxts.client.generated.execd.model.ServerStreamEvent;

/** Persistent shell sessions ({@code execd.sessions()}). */
public final class Sessions {
  private final Execd execd;
  private final CommandApi api;

  Sessions(Execd execd) {
    this.execd = execd;
    this.api = new CommandApi(execd.apiClient());
  }

  /** Starts a shell session ({@code request} may be null) and returns its id. */
  public String create(CreateSessionRequest request) {
    return Calls.generated("createSession", () -> api.createSession(request == null ? new CreateSessionRequest() : request)).getSessionId();
  }

  /** Runs a command in the session and returns its events. */
  public EventStream<ServerStreamEvent> stream(String sessionId, RunInSessionRequest request) {
    return execd.stream("runInSession", "POST", "/session/" + Calls.encode(sessionId) + "/run", request, ServerStreamEvent.class);
  }

  /** Runs a command in the session to completion. */
  public CommandResult run(String sessionId, String command) {
    return CommandResult.collect(stream(sessionId, new RunInSessionRequest().command(command)));
  }

  public void delete(String sessionId) {
    Calls.generated("deleteSession", () -> {
      api.deleteSession(sessionId);
      return null;
    });
  }
}
