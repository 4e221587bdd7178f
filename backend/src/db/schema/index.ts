export * from "./admins";
export * from "./media";
