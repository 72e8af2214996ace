// The services behind execd's routes, built once per daemon. Routes depend on this module, not
// on app.ts (which depends on the routes).
import type { Logger } from "../log.ts";
import { AccessService } from "./claim.ts";
import { CommandService } from "./commands.ts";
import { FileWatchService } from "./files-watch.ts";
import { KernelService } from "./kernels.ts";
import { MetricsService } from "./metrics.ts";
import { ProxyService } from "./proxy.ts";
import { PtyService } from "./pty.ts";
import { SessionService } from "./sessions.ts";

export type Services = {
  /** The token execd requires and the one-time claim of a pooled sandbox. */
  access: AccessService;
  commands: CommandService;
  watches: FileWatchService;
  kernels: KernelService;
  sessions: SessionService;
  metrics: MetricsService;
  pty: PtyService;
  proxy: ProxyService;
  log: Logger;
};

export function createServices(log: Logger, access: AccessService): Services {
  return {
    access,
    commands: new CommandService(),
    watches: new FileWatchService(),
    kernels: new KernelService({ log }),
    sessions: new SessionService(),
    metrics: new MetricsService(),
    pty: new PtyService(),
    proxy: new ProxyService(),
    log,
  };
}
