export * from "./admins";
