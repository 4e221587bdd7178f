export * from "./admins";
export * from "./media";
export * from "./members";
export * from "./idempotency";
export * from "./rate-limits";
export * from "./reports";
export * from "./revenue";
export * from "./devices";
