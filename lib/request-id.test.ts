import { acceptedRequestId, consoleRequestId } from "./request-id";

const NGINX_ID = "0f3a6c2e9b8d4f1a7c5e3b2d1f0a9e8c";

describe("request ids", () => {
  it("takes a proxy's id only when the deployment says the proxy overwrites it", () => {
    expect(consoleRequestId(NGINX_ID, { TRUST_PROXY_REQUEST_ID: "true" })).toBe(NGINX_ID);
    const own = consoleRequestId(NGINX_ID, {});
    expect(own).not.toBe(NGINX_ID);
    expect(acceptedRequestId(own)).toBe(own);
  });

  it("never takes text that is not an id, trusted or not", () => {
    for (const bad of ["short", "a".repeat(65), `${NGINX_ID}\n{"level":60}`, "id with spaces 0123456789"]) {
      expect(acceptedRequestId(bad)).toBeUndefined();
      expect(consoleRequestId(encodeURIComponent(bad), { TRUST_PROXY_REQUEST_ID: "true" })).not.toContain("%");
    }
  });
});
