import { ROLE, ROLE_NAMES } from "../../roles";
import { defineResource } from "../../engine/define";
import { boolean, image, oneOf, password, text, type TextField } from "../../engine/fields";
import { CONSOLE_MESSAGES } from "../../console-messages";
import { EMAIL_PATTERN } from "../../validation";
import { serviceMoment } from "../../time-zone";
import { adminUserLocks, RESET_TWO_FACTOR } from "./rules";

/** Letters of any script (with their marks), spaces, hyphens and apostrophes, starting with a letter. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’-]*$/u;
const personName = (label: string, extra: Partial<TextField> = {}) =>
  text(label, 60, { pattern: { regex: PERSON_NAME, message: `${label} may contain only letters, spaces, hyphens and apostrophes` }, ...extra });

/** E.164 (+919876543210), or a 10-digit Indian mobile number as typed (starting 6, 7, 8 or 9). */
const CONTACT_NUMBER = /^(?:\+[1-9]\d{7,14}|[6-9]\d{9})$/;
export const CONTACT_MESSAGE = "Contact number must be an international number such as +919876543210, or a 10-digit Indian mobile number starting with 6, 7, 8 or 9";

/** The email rule of lib/validation.ts (zod's, written out there), as a text field's pattern. */
const EMAIL = { regex: EMAIL_PATTERN, message: CONSOLE_MESSAGES.invalidEmail };

/** The roles an administrator can hold, by the names the console shows. */
export const ROLE_CHOICES = [ROLE_NAMES[ROLE.admin], ROLE_NAMES[ROLE.staff]] as const;
export const roleIdOf = (name: string): number => (name === ROLE_NAMES[ROLE.admin] ? ROLE.admin : ROLE.staff);

/**
 * The administrators of the console (docs/admin-users.md): kept in admin_users, with their sign-ins,
 * rights and two-factor secrets beside them, so the rows are read and written by the api's own code
 * (backend/src/resources/admin-users) while the engine keeps the list, the form, the rules, the switch,
 * delete and the audit. Its key is the api's `/api/admin/users`, where the account routes live too:
 * their fixed names (me, login, profile…) win over a row id.
 */
export const adminUser = defineResource({
  key: "users",
  table: "admin_users",
  ownTables: true,
  deletable: true,
  singular: "Administrator",
  fields: {
    image: image("Picture"),
    firstName: personName("First name"),
    middleName: personName("Middle name", { required: false }),
    lastName: personName("Last name"),
    email: text("Email", 254, { pattern: EMAIL }),
    confirmEmail: text("Confirm email", 254, { pattern: EMAIL, repeats: "email" }),
    password: password("Password", { form: "add" }),
    confirmPassword: password("Confirm password", { form: "add", repeats: "password", strength: false, requiredMessage: CONSOLE_MESSAGES.confirmPasswordRequired }),
    contactNo: text("Contact", 16, { required: false, pattern: { regex: CONTACT_NUMBER, message: CONTACT_MESSAGE }, example: "+919876543210" }),
    gender: oneOf("Gender", ["Male", "Female", "Other"], { display: "radio" }),
    receiveEmail: boolean("Receive email", { default: true }),
    receiveNotifications: boolean("Receive notifications", { default: true }),
    // New administrators are staff; a full administrator may change the role when editing.
    role: oneOf("Role", ROLE_CHOICES, { required: false, form: "edit", fullAdminOnly: true, display: "radio" }),
    // Shown, never sent: the whole name, and whether two-factor sign-in is on.
    name: text("Name", 200, { readOnly: true }),
    twoFactorOn: boolean("Two-factor", { readOnly: true }),
  },
  display: "name",
  columns: [
    { field: "image", optional: true },
    { field: "name", sortable: true, flex: 1.2 },
    { field: "contactNo", optional: true },
    { field: "email", sortable: true, flex: 1.3 },
    { field: "gender", optional: true },
    { field: "role", sortable: true },
    { field: "lastSignIn", sortable: true, flex: 1, optional: true },
    { field: "twoFactorOn" },
  ],
  computed: {
    lastSignIn: { header: "Last sign-in", value: (row) => (row.lastLoginAt ? serviceMoment(row.lastLoginAt as string | Date) : "Never") },
  },
  filters: [{ field: "role" }],
  search: ["name", "email"],
  defaultSort: { field: "name", order: "asc" },
  checks: [
    (values) =>
      typeof values.email === "string" && typeof values.confirmEmail === "string" && values.email.toLowerCase() !== values.confirmEmail.toLowerCase()
        ? { field: "confirmEmail", message: CONSOLE_MESSAGES.emailMismatch }
        : undefined,
    // Absent from an edit, where the password is not set.
    (values) =>
      typeof values.password === "string" && typeof values.confirmPassword === "string" && values.password !== values.confirmPassword
        ? { field: "confirmPassword", message: CONSOLE_MESSAGES.passwordMismatch }
        : undefined,
  ],
  actions: [
    {
      key: RESET_TWO_FACTOR,
      label: "Reset two-factor",
      icon: "close",
      danger: true,
      confirm: "Reset this administrator's two-factor sign-in? Their authenticator and recovery codes stop working; they sign in with their password alone until they set it up again.",
      when: { field: "twoFactorOn", otherwise: CONSOLE_MESSAGES.twoFactorOff },
    },
  ],
  locks: adminUserLocks,
});
