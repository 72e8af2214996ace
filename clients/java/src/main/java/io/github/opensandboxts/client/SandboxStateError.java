package io.github.opensandboxts.client;

/** A sandbox reached a state it cannot leave (Failed, Terminated) while the client waited for Running. */
public class SandboxStateError extends OpenSandboxException {
  private static final long serialVersionUID = 1L;
  private final String sandboxId;
  private final String state;
  private final String reason;

  public SandboxStateError(String sandboxId, String state, String reason, String message) {
    super("sandbox " + sandboxId + " cannot become Running: state " + state
        + (reason != null ? " (" + reason + (message != null ? ": " + message : "") + ")" : message != null ? " (" + message + ")" : ""));
    this.sandboxId = sandboxId;
    this.state = state;
    this.reason = reason;
  }

  public String sandboxId() {
    return sandboxId;
  }

  public String state() {
    return state;
  }

  public String reason() {
    return reason;
  }
}
