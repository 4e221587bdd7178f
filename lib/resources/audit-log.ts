/**
 * The Audit Log page (docs/audit-log.md): every data-changing action of every administrator, and their
 * sign-ins, as recorded in audit_log. Read-only: entries come from the actions themselves, and neither
 * a route nor the database lets anyone change or delete one.
 */
import { defineResource } from "../engine/define";
import { MAX_ID, number, oneOf, text } from "../engine/fields";
import { ADMIN_PAGES } from "../pages";
import { serviceSecond } from "../time-zone";

/**
 * The page named by sign-in, sign-out and failed sign-in entries: the sign-in screen, which is no admin
 * page of lib/pages.ts (it needs no permission).
 */
export const SIGN_IN_PAGE = "Sign-in";
/** The page filter's choice that leaves the sign-in entries out: the changes alone. */
export const ALL_BUT_SIGN_IN = "All but Sign-in";
/** The route under the resource that lists every administrator, deleted ones included, for the Admin filter. */
export const AUDIT_ADMIN_CHOICES = "admins";

// Typed as plain strings: the pages' own type names this resource's key, and inferring it here would go round in a circle.
export const AUDIT_PAGE_CHOICES: readonly string[] = [ALL_BUT_SIGN_IN, SIGN_IN_PAGE, ...ADMIN_PAGES.map((page) => page.title)];

const withName = (value: unknown, name: unknown) => (name ? `${String(value ?? "")} (${String(name)})` : String(value ?? ""));

export const auditLog = defineResource({
  key: "auditlog",
  table: "audit_log",
  ownTables: true,
  readOnly: true,
  toggle: false,
  singular: "Audit entry",
  fields: {
    // A moment (ISO 8601 from the api); the list and the CSV read it in the service's time zone.
    createdAt: text("When", 40),
    admin: text("Admin", 200),
    adminEmail: text("Admin email", 200),
    // Chosen from every administrator by name (AUDIT_ADMIN_CHOICES), never typed.
    adminId: number("Admin", { min: 1, max: MAX_ID, scale: 0 }),
    // Not `page`: that name is the list query's page number.
    pageTitle: oneOf("Page", AUDIT_PAGE_CHOICES),
    action: text("Action", 200),
    target: text("Record", 200),
    ip: text("IP address", 64),
    change: text("Changes", 2000),
  },
  display: "action",
  columns: [
    { field: "createdAt", sortable: true, flex: 0.9 },
    { field: "admin", flex: 1.2 },
    { field: "pageTitle", flex: 0.8 },
    { field: "action", flex: 1 },
    { field: "target", flex: 1 },
    { field: "ip", flex: 0.7, optional: true },
    { field: "change", flex: 1.6, optional: true },
  ],
  // The same text in the grid and the CSV: the moment in India's time, who with their address, the record with its name.
  computed: {
    createdAt: { header: "When", value: (row) => (typeof row.createdAt === "string" ? serviceSecond(row.createdAt) : "") },
    admin: { header: "Admin", value: (row) => (row.admin ? `${String(row.admin)} <${String(row.adminEmail)}>${row.adminDeleted ? " (deleted)" : ""}` : "") },
    target: { header: "Record", value: (row) => withName(row.target, row.recordName) },
  },
  filters: [{ field: "adminId", choices: AUDIT_ADMIN_CHOICES }, { field: "pageTitle" }],
  range: { field: "createdAt", label: "Date" },
  // What the row shows: the action, the record with its name, the page (audit_log's trigram index), and
  // the administrator's name and address (their entries by audit_log_admin_idx).
  search: ["action", "target", "pageTitle", "admin", "adminEmail"],
  defaultSort: { field: "createdAt", order: "desc" },
});
