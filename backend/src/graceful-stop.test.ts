import { startApiProcess, type ApiProcess } from "../test/api-process";
import { stopWithRequestInFlight } from "../test/sockets";

describe("the api process on SIGTERM", () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApiProcess({ LOG_LEVEL: "info" });
  }, 180_000);
  afterAll(async () => {
    await api?.dispose();
  });

  it("finishes the request in flight, refuses new connections and exits within 10 s", async () => {
    const { response, refusedWhileInFlight, signalledAt } = await stopWithRequestInFlight(
      api.port,
      // A refresh with an unknown token: answered (401) without hashing a password, whose argon2 cost
      // on a machine busy with the rest of the suite could outlast the stop's deadline on its own.
      { path: "/api/admin/users/refreshToken", body: JSON.stringify({ refreshToken: "x".repeat(43) }) },
      () => {
        api.child.kill("SIGTERM");
      },
      () => expect(api.child.exitCode).toBeNull(),
    );
    expect(refusedWhileInFlight).toBe(true);
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('"status":401');
    expect(response.toLowerCase()).toContain("connection: close");

    expect(await api.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(api.output()).toContain("stopping: finishing requests in flight");
  }, 30_000);
});
