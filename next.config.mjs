// @ts-check

/** @type {import("next").NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // .next/standalone/server.js with only the files it needs: what a deployment copies (deploy/README.md).
  output: "standalone",
  // The api lives in backend/ and is never bundled into the console.
  outputFileTracingExcludes: { "*": ["backend/**", ".data/**", "bench/**", "e2e/**"] },
  async headers() {
    const security = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "X-Frame-Options", value: "DENY" },
    ];
    return [
      { source: "/((?!reset-password/).*)", headers: [...security, { key: "Referrer-Policy", value: "same-origin" }] },
      // A reset link's token is in its path: never hand it to another site as a Referer.
      { source: "/reset-password/:token*", headers: [...security, { key: "Referrer-Policy", value: "no-referrer" }] },
      // The browser asks for the icon again on every page change; for a day it takes it from its cache.
      { source: "/favicon.:ext(svg|ico)", headers: [{ key: "Cache-Control", value: "public, max-age=86400" }] },
    ];
  },
};

export default nextConfig;
