import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { E2E } from "../playwright.config";

/**
 * `npm start` (scripts/start.ts, the launcher these journeys run on) serves the console and the api on
 * the loopback interface only, unless HOST / API_HOST say otherwise (docs/operations.md): from this
 * machine's other addresses, nothing answers.
 */
const outsideAddresses = Object.values(networkInterfaces())
  .flat()
  .flatMap((entry) => (entry && !entry.internal && entry.family === "IPv4" ? [entry.address] : []));

/** Whether a TCP connection to the address and port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

test.describe("npm start listens on loopback", () => {
  test("the console and the api answer on 127.0.0.1", async () => {
    expect(await accepts("127.0.0.1", E2E.port)).toBe(true);
    expect(await accepts("127.0.0.1", E2E.apiPort)).toBe(true);
  });

  test("neither answers on the machine's other addresses", async () => {
    test.skip(outsideAddresses.length === 0, "this machine has no address besides loopback");
    for (const address of outsideAddresses) {
      expect([address, await accepts(address, E2E.port)]).toEqual([address, false]);
      expect([address, await accepts(address, E2E.apiPort)]).toEqual([address, false]);
    }
  });
});
