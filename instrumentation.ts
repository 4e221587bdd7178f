/** Runs once when a console server starts: a missing or weak secret stops it with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/server/startup-check");
    await import("./lib/server/stop-deadline");
    (await import("./lib/server/client-address-hook")).installClientAddressHookFromEnv();
    // After the address hook: the lane reads the address it settled (docs/performance.md).
    if (process.env.NODE_ENV === "production") (await import("./lib/server/admin-lane")).installAdminLaneOnce();
  }
}
