/**
 * What the console's guard and forwarder read of a browser's request: its method, URL, headers and
 * body. Next's Request is one. The console's lane for /api/admin/* gives a lighter one over Node's own
 * request (lib/server/admin-lane.ts): a web Request made per call (a copy of every header, an
 * AbortSignal of its own) cost the console more than the rest of a forwarded list call
 * (docs/performance.md, "The console in front of the api").
 */
export interface ConsoleRequest {
  readonly method: string;
  /** Absolute: only its path and query are read. */
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
}
