/**
 * The one catalogue of what the console and the api say to a person (lib/messages.test.ts finds a
 * sentence written anywhere else). The spec's strings are verbatim: their spelling is a requirement
 * ("successully chaged" included). Forms, toasts and the api all take them from here; a declaration
 * keeps only its own fields' rules. The words browser code shows are kept in lib/console-messages.ts and
 * are part of MESSAGES too: the browser imports only those.
 */
import { CONSOLE_MESSAGES } from "./console-messages";
import type { ConsoleSwitch } from "./console-flags";

/** "Razorpay", "Razorpay and Stripe", "Razorpay, Stripe and PayPal". */
const andList = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? ""));

/** "the active gateway PayPal", "the active gateways PayPal and Stripe". */
const activeGateways = (names: readonly string[]) => `the active gateway${names.length === 1 ? "" : "s"} ${andList(names)}`;

export const MESSAGES = {
  ...CONSOLE_MESSAGES,
  // Ours: a password of the right shape that is still quickly guessed (docs/product-rules.md §5).
  passwordGuessable: (why: string) => `This password is too easy to guess: ${why}. Choose a longer one, for example three or four unrelated words.`,
  // Reports (docs/reports.md).
  reportRangeTooLong: (days: number) => `Choose a range of at most ${days === 366 ? "one year" : `${days} days`}: From and To are too far apart.`,
  alreadyExists: (name: string) => `${name} already exists!`,
  signInRequired: "Please enter your email and password.",
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
  accountInactive: "This account is inactive. Please contact an administrator.",
  noPagePermissions: "This account has no page permissions yet. Please ask an administrator for access.",
  sessionExpired: "Your session has ended. Please sign in again.",
  notPermitted: "You do not have permission to do this.",
  // A change sent from a page that is not the console's address (docs/security-headers.md §1).
  openConsoleAt: (address: string) => `This page is not at the console's address. Open ${address} and try again.`,
  demoReadOnly: "The demo account is read-only: it cannot change any data.",
  ownRole: "You cannot change your own role.",
  emailTaken: "This email is already used by another administrator.",
  lastAdmin: (name: string, what: "switched off" | "made staff" | "deleted") =>
    `${name} is the last active full administrator and cannot be ${what}. Make another administrator a full administrator first.`,
  rightNotHeld: (right: string, title: string) => `You can change only rights you hold yourself: you do not hold ${right} on ${title}.`,
  twoFactorChallengeExpired: "Your sign-in took too long. Please sign in again.",
  twoFactorAlreadyOn: "Two-factor sign-in is already on.",
  twoFactorNotOn: "Two-factor sign-in is not on.",
  twoFactorNoSetup: "Start the setup again: no new secret is waiting for a code.",
  twoFactorCodeRequiredToSignIn: "Two-factor code required",
  twoFactorTurnedOn: "Two-factor sign-in is on.",
  twoFactorTurnedOff: "Two-factor sign-in is off.",
  // One's own account (the profile page).
  oldEmailMismatch: "The old email is not the email of your account.",
  sameEmail: "The new email is the same as the current one.",
  oldPasswordWrong: "The old password is not correct.",
  samePassword: "The new password must differ from the old one.",
  ownEmailChanged: "Email changed",
  ownProfileSaved: "Profile saved",
  ownPictureSaved: "Picture saved",
  ownPasswordChanged: "Password changed",
  twoFactorScan: "Scan the code, then enter the code your app shows.",
  signedIn: "Signed in",
  signedOut: "Signed out",
  // The engine's answers about a row (backend/src/engine): `singular` and `label` come from the declaration.
  rowNotFound: (singular: string) => `${singular} not found.`,
  rowAdded: (singular: string) => `${singular} added`,
  rowSaved: (singular: string) => `${singular} saved`,
  rowSwitched: (singular: string, isActive: boolean) => `${singular} is now ${isActive ? "active" : "inactive"}`,
  // Undo from the toast (docs/undo.md).
  undone: (what: string) => `Undone: ${what}`,
  nothingToUndo: "There is no change of yours to undo on this row.",
  undoTooLate: (seconds: number) => `It is too late to undo this change: a change can be undone for ${seconds} seconds.`,
  alreadyUndone: "This change has already been undone.",
  undoChangedSince: "This row has been changed since, so the change was not undone.",
  rowDeleted: (singular: string) => `${singular} deleted`,
  rowInUse: (name: string) => `"${name}" cannot be deleted while other records use it.`,
  rowUsedBy: (name: string, doing: "deleted" | "made inactive", who: string) => `"${name}" cannot be ${doing} while ${who} use it.`,
  rowHoldsOthers: (name: string, parent: string, who: string) => `"${name}" cannot move to another ${parent.toLowerCase()} while ${who} belong to it.`,
  bulkDone: (action: string, done: number, skipped: number) => `${action}: ${done} done${skipped ? `, ${skipped} left as they were` : ""}`,
  pictureUploaded: "Picture uploaded",
  /** A picture field names no upload there is (an image flag's id, kept as text). */
  uploadThePicture: (label: string) => `Upload ${label.toLowerCase()}`,
  testMailSent: (email: string) => `A test mail was sent to ${email}.`,
  testMailFailed: "The test mail could not be sent: the mail server refused it or could not be reached. Check SMTP_URL.",
  testPushNoBrowser: "No browser of yours is registered for notifications: allow notifications when the console asks (or in the browser's site settings), reload, then try again.",
  testPushSent: (sent: number, browsers: number) => `A test push was sent to ${sent} of your ${browsers} registered browser${browsers === 1 ? "" : "s"}.`,
  // Staff alerts (docs/push.md, "Alerts to staff"): the newest row named, the others counted.
  staffAlertBlockRequests: (n: number, reporter: string, reported: string) => ({
    title: n === 1 ? "New block request" : `${n} new block requests`,
    body: `${reporter} asked to block ${reported}${n === 1 ? "" : `, and ${n - 1} more`}. Decide in Block Users.`,
  }),
  staffAlertPayments: (n: number, member: string, amount: string) => ({
    title: n === 1 ? "A payment to activate" : `${n} payments to activate`,
    body: `${member} paid an amount of ${amount}, still Pending${n === 1 ? "" : `, and ${n - 1} more`}. Check it in Customer Packages.`,
  }),
  testPushFailed: "The test push could not be delivered to any of your browsers: FCM refused it or could not be reached.",
  fullAdminOnlyField: (label: string) => `${label}: only a full administrator can set it.`,
  fullAdminOnlySet: "Only a full administrator can set it.",
  uploadPicture: (label: string) => `Upload ${label.toLowerCase()}`,
  chooseOne: (label: string) => `Choose a ${label.toLowerCase()}`,
  chooseFromList: (label: string) => `Choose ${label.toLowerCase()} from the list`,
  refOfParent: (label: string, parent: string) => `The ${label.toLowerCase()} must belong to the chosen ${parent.toLowerCase()}`,
  rightsSaved: "Rights saved",
  serverError: "Something went wrong on our side. Please try again.",
  // Pages' own refusals (docs/product-rules.md).
  defaultCurrencyStays: "The default currency cannot be made inactive or deleted: set another currency as the default first.",
  inactiveCurrencyNotDefault: "An inactive currency cannot be the default: make it active first.",
  // The catalogue's rules (docs/catalogue.md): currencies, payment gateways, packages and their durations.
  currencyNowDefault: (name: string) => `${name} is now the default currency.`,
  currencyNotSupported: (currency: string, gateways: readonly string[]) =>
    `${currency} cannot be the default currency while ${activeGateways(gateways)} ${gateways.length === 1 ? "does" : "do"} not support it: add it to their currencies or switch them off first.`,
  defaultCurrencyOfGateways: (currency: string, doing: "made inactive" | "deleted", gateways: readonly string[]) =>
    `${currency} cannot be ${doing}: it is the default currency, which ${activeGateways(gateways)} must support. Set another currency as the default first.`,
  defaultCurrencyRace: "Another currency became the default at the same moment. Nothing was saved: refresh and try again.",
  gatewayNeedsDefault: (gateway: string, currency: string) => `${gateway} can be active only while it supports the default currency, ${currency}: add it to its currencies first.`,
  gatewayKeepsDefault: (gateway: string, currency: string) => `${gateway} is active, so it must keep the default currency, ${currency}, among its currencies: switch it off first.`,
  boughtDurationsStay: (name: string, durations: readonly string[]) =>
    `Members bought ${name} for ${andList(durations)}: a duration that was bought cannot be removed or have its months changed, only its discount.`,
  boughtMonthsStay: (duration: string) => `Members bought packages for ${duration}: its months cannot change. Add another duration instead.`,
  faqAlreadyFirst: "This question is already the first of its category.",
  faqAlreadyLast: "This question is already the last of its category.",
  documentsVerified: (count: number, name: string) => `${count} document${count === 1 ? "" : "s"} of ${name} verified.`,
  noDocumentsWaiting: "This member has no documents waiting for verification.",
  noPhotoWaiting: "This member has no profile photo waiting for approval.",
  photoReviewOff: 'Profile photos are not reviewed while "Approve profile photos" is off in Setting.',
  notBlocked: "This member is not blocked.",
  documentAlreadyVerified: "This document is already verified.",
  requestAlreadyDecided: "This request has already been decided.",
  // The review queue (docs/review.md, "Who"): a kind is decided on its own page, with that page's right.
  reviewKindNotDecided: (kinds: string, page: string) => `You may not decide ${kinds.toLowerCase()}: that needs the Edit right on ${page}.`,
  chooseAMember: "Choose a member",
  // The dashboard's range (docs/dashboard.md).
  dashboardDay: (label: "From" | "To") => `${label} must be a day such as 2025-01-31.`,
  dashboardBothDays: "Choose both days of the range: From and To.",
  findText: "Type a name, email, phone number or member id to find.",
  findTooLong: (max: number) => `Type at most ${max} characters to find.`,
  // Saved views of the lists (docs/saved-views.md).
  savedViewName: (max: number) => `Name the view in 1 to ${max} characters.`,
  savedViewShared: "shared must be true or false.",
  savedViewQuery: "The view's query must be the list's address query, such as gender=Female&sort=name&order=asc.",
  savedViewQueryTooLong: (max: number) => `The view's query must be at most ${max} characters.`,
  savedViewNameTwice: (key: string) => `"${key}" is in the view's query twice: a list reads it once.`,
  savedViewNoPage: "A view keeps no page number: it opens on the list's first page. Leave page out.",
  savedViewNotOfList: (key: string) => `"${key}" is not something this page's list is searched, filtered or sorted by.`,
  savedViewNoValue: (key: string) => `"${key}" has no value: leave it out of the view's query instead.`,
  savedViewChoice: (key: string) => `"${key}" must be the id of the row chosen in that pane.`,
  savedViewPageSize: (key: string, sizes: readonly number[]) => `"${key}" must be ${sizes.slice(0, -1).join(", ")} or ${sizes.at(-1)}: the rows a page the list offers.`,
  savedViewValue: (key: string, why: string) => `"${key}" is not a value this list accepts: ${why}`,
  savedViewNothingToChange: "Send the view's new name, query or shared to change it.",
  savedViewNameTaken: (name: string) => `You already have a view named "${name}" on this page: choose another name.`,
  savedViewsFull: (max: number) => `You keep ${max} views on this page, the most there can be: delete one first.`,
  savedViewNotFound: "This view is not one of yours, or it was deleted.",
  savedViewSaved: (name: string) => `View "${name}" saved`,
  savedViewSavedShared: (name: string) => `View "${name}" saved and shared with everyone who can open this page`,
  savedViewNowShared: (name: string) => `View "${name}" is now shared with everyone who can open this page`,
  savedViewNowPrivate: (name: string) => `View "${name}" is now yours only`,
  savedViewDeleted: (name: string) => `View "${name}" deleted`,
  dashboardEndsBeforeStart: "To must not be before From: the range would end before it starts.",
  dashboardRangeTooLong: (days: number) => `Choose a range of at most ${days} days (a year): From and To are too far apart.`,
  pushBrowserRegistered: "This browser will receive your notifications.",
  // A page whose part of the product the Setting turned off (docs/setting.md, "Flags the console follows").
  switchedOff: (part: ConsoleSwitch) => {
    const name = { community: "Communities", subCommunity: "Sub communities" }[part];
    return `${name} are off in Setting (Members): the app does not ask members for one, and this page is out of the menu. Its records stay, and turning ${name.toLowerCase()} on again brings the page back.`;
  },
  pushConsoleOff: "Push notifications are off on this console: it has no Firebase web app configured (FIREBASE_* settings), so this browser receives none.",
  notificationNeverSent: "This notification has not been sent yet: use Send first.",
  notificationQueued: (members: number, devices: number) => `Sending to ${members.toLocaleString("en-IN")} members on ${devices.toLocaleString("en-IN")} devices.`,
  audienceEmpty: "No member matches: nobody would receive it.",
  audienceCount: (members: number, devices: number) =>
    `This reaches ${members.toLocaleString("en-IN")} members on ${devices.toLocaleString("en-IN")} devices. Send it to them?`,
  packageActivated: (name: string, start: string, end: string) => `Payment marked Success: ${name} runs from ${start} to ${end}.`,
  packageActiveNotice: (name: string, start: string, end: string) => ({ title: "Your package is active", body: `Your ${name} package runs from ${start} to ${end}. Thank you!` }),
  // Undo of "Active Package" (docs/undo.md): the notice the member was sent stays in their app.
  packageActivationUndone: (name: string) => `the payment for ${name} is Pending again. The member's app still shows the notice that it is active.`,
  packagesChangedSince: (member: string) =>
    `${member} has had another package bought or activated since, whose days may follow this one, so the activation was not undone.`,
  // The region upload (docs/region-csv.md): each refusal says that nothing was changed.
  csvTooLarge: (size: string) => `The file is larger than ${size}: split it into smaller files. Nothing was changed.`,
  csvNotUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again. Nothing was changed.',
  csvWrongHeader: (header: string) => `The first line must be the header ${header} (download the sample). Nothing was changed.`,
  csvTooManyRows: (rows: string) => `The file has more than ${rows} rows: split it into smaller files. Nothing was changed.`,
  csvEmpty: "The file is empty: it needs the header and at least one line. Nothing was changed.",
  csvInvalid: (line: number | undefined, detail: string) => `The file is not valid CSV${line ? ` at line ${line}` : ""}: ${detail}. Nothing was changed.`,
  csvRefusedByDatabase: (detail: string) => `The database refused the file (${detail}). Nothing was changed.`,
  csvApplied: (counts: { inserted: number; updated: number; unchanged: number; refused: number }) =>
    `${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused.`,
  // The api's database does not answer (docs/operations.md): a 503 a proxy can fail over on.
  databaseUnavailable: "The database is not answering; try again in a moment",
  // More work waiting than the api can do within a few seconds: shed at once, not after a time-out.
  overloaded: "The service is busy right now; try again in a moment",
  invalidRequest: "The request is not valid.",
  notFound: "Not found.",
  referenceGone: "Something this change refers to is no longer there. Nothing was saved: refresh and try again.",
  savedWithoutAnswer: "This change was saved. Refresh the list to see it.",
  keyReusedForOtherChange: "This request was already used for a different change. Refresh the page and try again.",
  badIdempotencyKey: "The request's Idempotency-Key must be 8 to 100 letters, digits or dashes.",
  resetMailQueued: "If this email belongs to an administrator, a reset link is on its way.",
  // Input limits (docs/input-limits.md).
  requestTooLarge: "The request is too large.",
  requestTooDeep: "The request is nested too deeply.",
  addressTooLong: "The address of this request is too long.",
  unsupportedContent: "This kind of content is not accepted here.",
  forbiddenCharacter: "The request holds a character that is not allowed.",
  // A field the request does not take is refused, never dropped (docs/input-limits.md).
  unknownField: (name: string) => `"${name}" is not a field of this request.`,
} as const;
