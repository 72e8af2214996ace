// Requests into an execd HTTP app without a socket (light-my-request drives its request listener).
import { inject as lightInject, type InjectOptions, type Response } from "light-my-request";
import type { HttpApp } from "../../src/http/server.ts";

export function inject(app: HttpApp, opts: InjectOptions): Promise<Response> {
  return lightInject(app.handle, opts);
}
