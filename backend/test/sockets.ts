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
