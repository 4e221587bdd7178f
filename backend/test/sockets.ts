/** Raw sockets, for what a whole-request client hides: a request left in flight, a refused connection. */
import { connect, type Socket } from "node:net";

/** Resolves with the first chunk that holds `text`, or everything the socket said once it ended. */
export function readUntil(socket: Socket, text: string): Promise<string> {
  return new Promise((resolve) => {
    let seen = "";
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) finish();
    };
    const finish = () => {
      socket.off("data", onData);
      socket.off("end", finish);
      resolve(seen);
    };
    socket.on("data", onData);
    socket.once("end", finish);
  });
}

export const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(false);
    });
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

export interface StopInFlight {
  /** What the server answered the request that was in flight when the signal came. */
  response: string;
  /** Whether new connections were refused while that request was still waiting for its body. */
  refusedWhileInFlight: boolean;
  signalledAt: number;
}

/**
 * A graceful stop seen from outside: a JSON POST is taken by the server ("Expect: 100-continue" makes
 * it say so) with its body held back, `stop()` sends the signal, new connections must then be refused,
 * `whileInFlight` looks at the server then, and only after that is the body sent, so the answer shows
 * the request in flight was finished.
 */
export async function stopWithRequestInFlight(port: number, request: { path: string; headers?: Record<string, string>; body: string }, stop: () => void, whileInFlight?: () => void): Promise<StopInFlight> {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  try {
    const accepted = readUntil(socket, "100 Continue");
    const headers = { Host: `127.0.0.1:${port}`, ...request.headers, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(request.body)), Expect: "100-continue" };
    socket.write(`POST ${request.path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`);
    if (!(await accepted).includes("HTTP/1.1 100 Continue")) throw new Error(`the server did not take POST ${request.path}`);

    const signalledAt = Date.now();
    stop();
    let refusedWhileInFlight = false;
    for (let tries = 0; tries < 100 && !refusedWhileInFlight; tries += 1) {
      refusedWhileInFlight = await refusesConnections(port);
      if (!refusedWhileInFlight) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    whileInFlight?.();
    const answer = readUntil(socket, "}");
    socket.write(request.body);
    return { response: await answer, refusedWhileInFlight, signalledAt };
  } finally {
    socket.end();
  }
}
