import { consoleAddress, consoleOrigins, isForeignWrite, isSameOriginNavigation } from "./request-origin";

const PUBLIC_URL = "https://console.example.com";
const write = (headers: Record<string, string>, method = "POST", publicUrl = PUBLIC_URL) => isForeignWrite(method, new Headers(headers), consoleOrigins(publicUrl, 3000));

describe("isForeignWrite", () => {
  it("accepts a write from the console's own page, as browsers send it", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(write({ origin: "https://console.example.com", "sec-fetch-site": "same-origin" }, method)).toBe(false);
    }
    // Browsers that send no Sec-Fetch-Site still send Origin on every POST, PUT and DELETE.
    expect(write({ origin: "https://console.example.com" })).toBe(false);
    expect(write({ origin: "http://localhost:3130" }, "POST", "http://localhost:3130/")).toBe(false);
  });

  it("refuses a write without an Origin header", () => {
    expect(write({})).toBe(true);
    expect(write({ "sec-fetch-site": "same-origin" })).toBe(true);
    expect(write({ referer: "https://console.example.com/admin" })).toBe(true);
  });

  it("refuses a write from another site, another origin of the same site, or an opaque origin", () => {
    expect(write({ origin: "https://evil.example" })).toBe(true);
    expect(write({ origin: "https://other.example.com" })).toBe(true);
    expect(write({ origin: "http://console.example.com" })).toBe(true);
    expect(write({ origin: "https://console.example.com:8443" })).toBe(true);
    expect(write({ origin: "null" })).toBe(true);
    expect(write({ origin: "not a url" })).toBe(true);
  });

  it("refuses whatever the Origin says when the browser tells the request is not same-origin", () => {
    for (const site of ["cross-site", "same-site", "none"]) {
      expect(write({ origin: "https://console.example.com", "sec-fetch-site": site })).toBe(true);
    }
  });

  it("never trusts the forwarded host or the Host header the client sends", () => {
    expect(write({ origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" })).toBe(true);
    expect(write({ origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "sec-fetch-site": "same-origin" })).toBe(true);
  });

  it("asks nothing of reads", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) expect(write({ "sec-fetch-site": "cross-site" }, method)).toBe(false);
  });
});

describe("the console's origins", () => {
  const embedded = (origin: string, port = 3000) => isForeignWrite("POST", new Headers({ origin, "sec-fetch-site": "same-origin" }), consoleOrigins(undefined, port));

  it("without PUBLIC_URL are the loopback names of the console's own port, alike", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) expect({ origin, foreign: embedded(origin) }).toEqual({ origin, foreign: false });
    expect(embedded("http://127.0.0.1:3100", 3100)).toBe(false);
  });

  it("without PUBLIC_URL are still nothing else: another port, another scheme, another machine", () => {
    for (const origin of ["http://localhost:3001", "http://127.0.0.1:4000", "https://localhost:3000", "http://127.0.0.2:3000", "http://192.168.1.20:3000", "http://localhost.evil.example:3000", "http://evil.example"]) {
      expect({ origin, foreign: embedded(origin) }).toEqual({ origin, foreign: true });
    }
  });

  it("with PUBLIC_URL are its origin alone: loopback names of the same port are other origins", () => {
    const origins = consoleOrigins("http://localhost:3000/", 3000);
    expect(origins).toEqual(["http://localhost:3000"]);
    expect(isForeignWrite("POST", new Headers({ origin: "http://127.0.0.1:3000" }), origins)).toBe(true);
  });

  it("name the address to open: PUBLIC_URL, or the one npm start prints", () => {
    expect(consoleAddress("https://console.example.com/", 3000)).toBe("https://console.example.com");
    expect(consoleAddress(undefined, 3100)).toBe("http://localhost:3100");
  });
});

describe("isSameOriginNavigation", () => {
  it("is true only when the browser says same-origin", () => {
    expect(isSameOriginNavigation(new Headers({ "sec-fetch-site": "same-origin" }))).toBe(true);
    for (const site of ["cross-site", "same-site", "none"]) expect(isSameOriginNavigation(new Headers({ "sec-fetch-site": site }))).toBe(false);
    expect(isSameOriginNavigation(new Headers())).toBe(false);
  });
});
