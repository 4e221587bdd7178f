/**
 * The Setting page's flags (docs/setting.md): each one an engine field, so one declaration draws its
 * input, checks it in the form and on the api, and says how it is stored. Flags live in
 * `system_flags` as text by name; a flag never saved reads as its default here.
 */
import type { FormDef } from "../engine/define";
import { boolean, image, number, oneOf, required, richText, secret, text, type Check, type Field } from "../engine/fields";
import { EMAIL_PATTERN } from "../validation";
import { DATE_FORMATS, DEFAULT_DATE_FORMAT } from "../day-format";

/** App Users' photo actions follow this flag (backend/src/resources/members/app-user-rows.ts). */
export const PHOTO_REVIEW_FLAG = "isUserProfilePicApprove";

/** The flags the console follows (lib/console-flags.ts), by their names in `system_flags` (the switches as the original product named them). */
export const CONSOLE_FLAG_NAMES = { dateFormat: "dateFormat", community: "isEnableCommunity", subCommunity: "isEnableSubCommunity" } as const;

const SEMVER = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const LETTERS = /^[A-Z]{1,4}$/;

const FIELDS = {
  [PHOTO_REVIEW_FLAG]: boolean("Approve profile photos", { default: true, help: "On: a new profile photo waits in App Users until staff approve it." }),
  genderVisibility: oneOf("Profiles members see", ["Opposite gender", "Same gender", "Both"]),
  [CONSOLE_FLAG_NAMES.community]: boolean("Communities", { default: true, help: "Off: members are not asked for a community; its pages, selects and filters leave the console." }),
  [CONSOLE_FLAG_NAMES.subCommunity]: boolean("Sub communities", {
    default: true,
    shownWhen: { field: CONSOLE_FLAG_NAMES.community, is: ["true"] },
    help: "Off: members are not asked for a sub community; its page leaves the console.",
  }),
  memberIdFormat: oneOf("Member id format", ["Numeric", "Prefix", "Postfix"], { help: "How the app numbers a new member: 1000123, SM1000123 or 1000123SM." }),
  prefixLetters: text("Prefix letters", 4, { required: false, pattern: { regex: LETTERS, message: "Prefix letters must be 1 to 4 capital letters" }, shownWhen: { field: "memberIdFormat", is: ["Prefix"] } }),
  postfixLetters: text("Postfix letters", 4, { required: false, pattern: { regex: LETTERS, message: "Postfix letters must be 1 to 4 capital letters" }, shownWhen: { field: "memberIdFormat", is: ["Postfix"] } }),
  maxPhotos: number("Photos a member may upload", { min: 1, max: 10, scale: 0 }),
  latestVersion: text("Latest app version", 11, { pattern: { regex: SEMVER, message: "Latest app version must read like 2.4.1" }, help: "The app asks members on an older version to update." }),
  supportEmail: text("Support email", 254, { pattern: { regex: EMAIL_PATTERN, message: "Support email must be a valid email address" } }),
  signInMethods: { ...oneOf("Sign-in methods", ["Email", "Phone OTP", "Google", "Apple"]), multiple: true },
  watermarkImage: image("Watermark on photos", { help: "Drawn over members' photos in the app; none leaves them unmarked." }),
  appNotice: richText("Notice in the app", { required: false, max: 2000, help: "Shown on the app's home screen while it holds text." }),
  agoraAppId: text("Agora app id", 64, { required: false }),
  agoraCertificate: secret("Agora app certificate", ["App Certificate"], { help: "Saved sealed; never shown again." }),
  [CONSOLE_FLAG_NAMES.dateFormat]: oneOf("Date format", DATE_FORMATS, { help: "How every day reads in the console, its exports and members' notices: 05 Jan 2025, 05/01/2025, 01/05/2025 or 2025-01-05." }),
  mailDelivery: text("Mail delivery", 200, { readOnly: true, required: false, help: "From the api's configuration (SMTP_URL)." }),
  pushDelivery: text("Push delivery", 200, { readOnly: true, required: false, help: "From the api's configuration (FCM_SERVICE_ACCOUNT)." }),
} satisfies Record<string, Field>;

export type SettingFlag = keyof typeof FIELDS;

/** A child flag is asked for only under its parent's value (`shownWhen`), and then it is required. */
const lettersFor = (format: string, flag: "prefixLetters" | "postfixLetters"): Check => (values) =>
  values.memberIdFormat === format && !values[flag] ? { field: flag, message: required(FIELDS[flag].label) } : undefined;

/** The flags as a form: the Setting page draws it and the api checks a save against it. */
export const SETTING_FORM: FormDef = { key: "setting", fields: FIELDS, checks: [lettersFor("Prefix", "prefixLetters"), lettersFor("Postfix", "postfixLetters")] };

/** A button of a tab that asks the api to do something now (POST /api/admin/setting/<key>, Edit on the page). */
export interface SettingAction {
  key: "testMail" | "testPush";
  label: string;
}

/** The tabs of the page, in order, each with its flags in order, and its buttons. */
export const SETTING_GROUPS: readonly { key: string; label: string; flags: readonly SettingFlag[]; actions?: readonly SettingAction[] }[] = [
  { key: "members", label: "Members", flags: [PHOTO_REVIEW_FLAG, "genderVisibility", CONSOLE_FLAG_NAMES.community, CONSOLE_FLAG_NAMES.subCommunity, "memberIdFormat", "prefixLetters", "postfixLetters", "maxPhotos"] },
  { key: "console", label: "Console", flags: [CONSOLE_FLAG_NAMES.dateFormat] },
  { key: "app", label: "App", flags: ["latestVersion", "supportEmail", "signInMethods", "watermarkImage", "appNotice"] },
  { key: "calls", label: "Video calls", flags: ["agoraAppId", "agoraCertificate"] },
  { key: "mail", label: "Mail", flags: ["mailDelivery"], actions: [{ key: "testMail", label: "Send test mail" }] },
  { key: "push", label: "Push", flags: ["pushDelivery"], actions: [{ key: "testPush", label: "Send test push to me" }] },
];

/** What a flag holds until it is first saved. */
export const SETTING_DEFAULTS: Record<SettingFlag, unknown> = {
  [PHOTO_REVIEW_FLAG]: true,
  genderVisibility: "Opposite gender",
  [CONSOLE_FLAG_NAMES.community]: true,
  [CONSOLE_FLAG_NAMES.subCommunity]: true,
  memberIdFormat: "Prefix",
  prefixLetters: "SM",
  postfixLetters: "",
  maxPhotos: 6,
  latestVersion: "1.0.0",
  supportEmail: "support@example.com",
  signInMethods: ["Email", "Phone OTP"],
  watermarkImage: null,
  appNotice: "",
  agoraAppId: "",
  agoraCertificate: {},
  [CONSOLE_FLAG_NAMES.dateFormat]: DEFAULT_DATE_FORMAT,
  mailDelivery: "",
  pushDelivery: "",
};

/** The group a flag is listed under (stored beside its value, as the table has always kept it). */
export const groupOf = (flag: SettingFlag) => SETTING_GROUPS.find((group) => group.flags.includes(flag))!.label;

/** What GET /api/admin/setting answers: every flag's value, and which credentials are set (never their values). */
export interface SettingAnswer {
  values: Record<string, unknown>;
  /** For each secret flag, the keys that hold a value. */
  set: Record<string, string[]>;
}
