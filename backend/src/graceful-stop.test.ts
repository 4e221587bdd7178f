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
      { path: "/api/admin/users/login", body: JSON.stringify({ email: "nobody@example.com", password: "Wrong@12345" }) },
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
