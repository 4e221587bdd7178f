export * from "./admins";
export * from "./media";
export * from "./members";
export * from "./rate-limits";
