import { connect } from "node:net";
import { startApiProcess, type ApiProcess } from "../test/api-process";
import { readUntil, refusesConnections } from "../test/sockets";

describe("the api process on SIGTERM", () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApiProcess({ LOG_LEVEL: "info" });
  }, 180_000);
  afterAll(async () => {
    await api?.dispose();
  });

  it("finishes the request in flight, refuses new connections and exits within 10 s", async () => {
    const body = JSON.stringify({ email: "nobody@example.com", password: "Wrong@12345" });
    const socket = connect(api.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    // "Expect: 100-continue" makes the server say when it has taken the request: from then on the
    // request is in flight, its body still to come.
    const accepted = readUntil(socket, "100 Continue");
    socket.write(
      `POST /api/admin/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect(await accepted).toContain("HTTP/1.1 100 Continue");

    const signalled = Date.now();
    api.child.kill("SIGTERM");
    let refused = false;
    for (let tries = 0; tries < 100 && !refused; tries += 1) {
      refused = await refusesConnections(api.port);
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);
    expect(api.child.exitCode).toBeNull();

    const answer = readUntil(socket, "}");
    socket.write(body);
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('"status":401');
    expect(response.toLowerCase()).toContain("connection: close");

    expect(await api.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(api.output()).toContain("stopping: finishing requests in flight");
  }, 30_000);
});
