/**
 * Every user-facing string the spec fixes, verbatim: its spelling is a requirement
 * ("successully chaged" included). Forms, toasts and the api all take them from here.
 */
export const MESSAGES = {
  // Forgot password (docs/product-rules.md §5, §8)
  forgotEmailRequired: "Please enter confirm email",
  invalidEmail: "Invalid Email",
  mailSent: "Mail Send Successfully",
  checkEmail: "Please check the Email",
  // Reset password
  passwordRequired: "Please enter password",
  passwordRule: "Password must be 8 character and number",
  // Ours: a password of the right shape that is still quickly guessed (docs/product-rules.md §5).
  passwordGuessable: (why: string) => `This password is too easy to guess: ${why}. Choose a longer one, for example three or four unrelated words.`,
  confirmPasswordRequired: "Please enter confirm password",
  passwordMismatch: "Password and Confirm Password is not same",
  passwordReset: "Password Reset Successfully!",
  // Change email
  emailRequired: "Email is Required",
  confirmEmailRequiredLive: "Confirm email is required",
  confirmEmailRequiredSubmit: "Confirm Email is required",
  emailMismatch: "Email and confirm email must matched",
  emailChanged: "Your Email successully chaged",
  // Change password
  changePasswordRequired: "Password is Required",
  changePasswordInvalid: "Password is not validate",
  changeConfirmPasswordRequired: "Confirm password is required",
  changePasswordMismatch: "Password and confirm password must matched",
  passwordChanged: "Your Password successully chaged",
  // Lists (original product §0)
  dataNotFound: "Data not Found",
  confirmToggle: "Are you sure you want to Active/Inactive?",
  alreadyExists: (name: string) => `${name} already exists!`,
  // Ours: where the spec is silent
  signInFailed: "Invalid email or password.",
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
  // Admin Users: nobody gains, through another account, a right they do not hold (docs/admin-users.md).
  accountBeyondRights: (right: string, title: string) =>
    `You can change only administrators whose rights you hold yourself: this one holds ${right} on ${title}, which you do not.`,
  otherEmailFullAdminOnly: "Only a full administrator can change another administrator's email.",
  backendUnavailable: "The service is not reachable right now. Please try again in a moment.",
  // The api's database does not answer (docs/operations.md): a 503 a proxy can fail over on.
  databaseUnavailable: "The database is not answering; try again in a moment",
  // More work waiting than the api can do within a few seconds: shed at once, not after a time-out.
  overloaded: "The service is busy right now; try again in a moment",
  invalidRequest: "The request is not valid.",
  notFound: "Not found.",
  saved: "Saved.",
  // A change the console sent but got no answer for (docs/idempotency.md).
  mayHaveBeenSaved: "The server did not answer in time: this change may have been saved. Refresh the list before trying again.",
  referenceGone: "Something this change refers to is no longer there. Nothing was saved: refresh and try again.",
  stillBeingSaved: "This change is still being saved. Wait a moment, then refresh the list.",
  savedWithoutAnswer: "This change was saved. Refresh the list to see it.",
  keyReusedForOtherChange: "This request was already used for a different change. Refresh the page and try again.",
  badIdempotencyKey: "The request's Idempotency-Key must be 8 to 100 letters, digits or dashes.",
  resetLinkInvalid: "This reset link is invalid, already used or expired.",
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
