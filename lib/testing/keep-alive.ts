/**
 * Two requests over one real keep-alive TCP connection, to see what a refusal leaves of it: the
 * second answer, a clean close (the first said `Connection: close`), or a reset (docs/input-limits.md).
 */
import net from "node:net";

export interface Answer {
  status: number;
  headers: Record<string, string>;
}

export interface KeepAliveOutcome {
  first?: Answer;
  /** The second request's answer, or how the connection ended instead. */
  second: Answer | "closed" | "reset";
}

/** One answer from the front of `buffer`, with its length, or undefined when not all of it is there. */
function takeAnswer(buffer: Buffer): { answer: Answer; length: number } | undefined {
  const end = buffer.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine, ...lines] = buffer.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const answer = { status: Number(statusLine.split(" ")[1]), headers };
  const start = end + 4;
  if (headers["content-length"] !== undefined) {
    const length = start + Number(headers["content-length"]);
    return buffer.length >= length ? { answer, length } : undefined;
  }
  if (headers["transfer-encoding"]?.includes("chunked")) {
    const last = buffer.indexOf("0\r\n\r\n", start);
    return last >= 0 ? { answer, length: last + 5 } : undefined;
  }
  return { answer, length: start };
}

/**
 * Sends `first` (a whole request, its body included) and, once its answer has come, `second` on the
 * same connection. Write errors while the first body is still going out are expected (the server
 * may stop reading a refused body); what counts is what comes back.
 */
export function keepAliveExchange(port: number, first: Buffer, second: Buffer, host = "127.0.0.1"): Promise<KeepAliveOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let buffer = Buffer.alloc(0);
    let firstAnswer: Answer | undefined;
    let done = false;
    const finish = (second: KeepAliveOutcome["second"]) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ first: firstAnswer, second });
    };
    socket.on("connect", () => socket.write(first, () => undefined));
    socket.on("data", (data) => {
      buffer = Buffer.concat([buffer, data]);
      for (let taken = takeAnswer(buffer); taken; taken = takeAnswer(buffer)) {
        buffer = buffer.subarray(taken.length);
        if (!firstAnswer) {
          firstAnswer = taken.answer;
          // A client honours `Connection: close`: it sends nothing more and waits for the end.
          if (taken.answer.headers.connection?.toLowerCase() !== "close") socket.write(second, () => undefined);
        } else return finish(taken.answer);
      }
    });
    socket.on("end", () => finish("closed"));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // EPIPE: the server closed after answering, while the rest of the first body was being sent.
      if (error.code === "EPIPE" && !firstAnswer) return;
      finish("reset");
    });
    socket.on("close", () => finish("closed"));
  });
}

/** The bytes of an HTTP/1.1 request on a keep-alive connection. */
export function rawRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Buffer {
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, "Connection: keep-alive", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  if (body !== undefined) lines.push(`Content-Length: ${bytes.length}`);
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), bytes]);
}
