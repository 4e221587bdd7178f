import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { clientAddressOf, installClientAddressHook, STAMP_HEADER } from "./client-address-hook";
import { consoleEnv } from "./env";
import { clientAddress, trustProxy } from "../config/trust-proxy";

const trust = (value?: string) => trustProxy.parse(value);

describe("TRUST_PROXY", () => {
  it("believes no header by default: the socket's peer is the client", () => {
    for (const value of [undefined, "", "false", "0"]) {
      expect(clientAddress("203.0.113.9", "198.51.100.1, 198.51.100.2", trust(value))).toBe("203.0.113.9");
    }
  });

  it("with one proxy, takes the address it appended, never the client's own claims before it", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1, 203.0.113.9", trust("1"))).toBe("203.0.113.9");
    expect(clientAddress("::ffff:127.0.0.1", "203.0.113.9", trust("1"))).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "10.0.0.8, 198.51.100.1, 203.0.113.9", trust("2"))).toBe("198.51.100.1");
    // Nothing appended: the proxy itself is all there is.
    expect(clientAddress("127.0.0.1", undefined, trust("1"))).toBe("127.0.0.1");
  });

  it("by address, believes only the listed proxies, hop by hop from the right", () => {
    const nginx = trust("loopback, 10.1.0.0/16");
    expect(clientAddress("127.0.0.1", "198.51.100.1, 203.0.113.9", nginx)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "198.51.100.1, 10.1.2.3", nginx)).toBe("198.51.100.1");
    expect(clientAddress("::1", "203.0.113.9", nginx)).toBe("203.0.113.9");
    // A client that reaches the console directly is not a proxy: its header is ignored.
    expect(clientAddress("203.0.113.9", "127.0.0.1", nginx)).toBe("203.0.113.9");
  });

  it("never takes a malformed entry for an address", () => {
    expect(clientAddress("127.0.0.1", "<script>, not-an-ip", trust("2"))).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "203.0.113.9:5000", trust("1"))).toBe("127.0.0.1");
  });

  it("refuses values that would believe a client, or that it cannot read", () => {
    for (const value of ["true", "nginx", "10.0.0.0/33", "11", "1.2.3.4/8/9"]) expect(trustProxy.safeParse(value).success).toBe(false);
    // The console refuses to start with one, saying why.
    expect(() => consoleEnv({ SESSION_SECRET: "k".repeat(20) + "Q7v!x9Lm2#pR4tZ8wB", TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true would believe any address/);
  });
});

describe("the client address hook", () => {
  let server: Server;
  let url: string;
  let uninstall: () => void;
  let seen: Request[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      // What a route handler receives: a Request built from the message's headers.
      seen.push(new Request("http://console.test/", { headers: request.headers as Record<string, string> }));
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
  });
  afterEach(() => uninstall?.());

  it("replaces a client's own X-Forwarded-For by its socket address when no proxy is trusted", async () => {
    uninstall = installClientAddressHook(trust(undefined));
    await fetch(url, { headers: { "x-forwarded-for": "198.51.100.7" } });
    expect(clientAddressOf(seen[0])).toBe("127.0.0.1");
  });

  it("takes the trusted proxy's entry", async () => {
    uninstall = installClientAddressHook(trust("loopback"));
    await fetch(url, { headers: { "x-forwarded-for": "198.51.100.7, 203.0.113.9" } });
    expect(clientAddressOf(seen[0])).toBe("203.0.113.9");
  });

  it("believes no address on a request it did not stamp, nor on one with a stamp a client made up", async () => {
    uninstall = installClientAddressHook(trust(undefined));
    const forged = new Request("http://console.test/", { headers: { "x-forwarded-for": "198.51.100.7", [STAMP_HEADER]: "guess" } });
    expect(clientAddressOf(forged)).toBeUndefined();
    expect(clientAddressOf(new Request("http://console.test/", { headers: { "x-forwarded-for": "198.51.100.7" } }))).toBeUndefined();
    // A client's own stamp header is overwritten on the way in.
    await fetch(url, { headers: { "x-forwarded-for": "198.51.100.7", [STAMP_HEADER]: "guess" } });
    expect(clientAddressOf(seen[0])).toBe("127.0.0.1");
  });
});
