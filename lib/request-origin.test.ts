import { isForeignWrite, isSameOriginNavigation } from "./request-origin";

const PUBLIC_URL = "https://console.example.com";
const write = (headers: Record<string, string>, method = "POST", publicUrl = PUBLIC_URL) => isForeignWrite(method, new Headers(headers), publicUrl);

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

describe("isSameOriginNavigation", () => {
  it("is true only when the browser says same-origin", () => {
    expect(isSameOriginNavigation(new Headers({ "sec-fetch-site": "same-origin" }))).toBe(true);
    for (const site of ["cross-site", "same-site", "none"]) expect(isSameOriginNavigation(new Headers({ "sec-fetch-site": site }))).toBe(false);
    expect(isSameOriginNavigation(new Headers())).toBe(false);
  });
});
