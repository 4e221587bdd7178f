/**
 * The words the console's browser code shows itself (forms, toasts, dialogs, the rules checked as staff
 * type): the part of the catalogue every page downloads. The api's own words stay in lib/messages.ts,
 * which holds these too and which no browser code imports (eslint.config.mjs), so a page does not carry
 * a hundred sentences only the api says (docs/performance.md). The spec's strings are verbatim.
 */
export const CONSOLE_MESSAGES = {
  // Forgot password (docs/product-rules.md §5, §8)
  forgotEmailRequired: "Please enter confirm email",
  invalidEmail: "Invalid Email",
  mailSent: "Mail Send Successfully",
  checkEmail: "Please check the Email",
  // Reset password
  passwordRequired: "Please enter password",
  passwordRule: "Password must be 8 character and number",
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
  // Ours: where the spec is silent
  signInFailed: "Invalid email or password.",
  // Admin Users: nobody gains, through another account, a right they do not hold (docs/admin-users.md).
  accountBeyondRights: (right: string, title: string) =>
    `You can change only administrators whose rights you hold yourself: this one holds ${right} on ${title}, which you do not.`,
  otherEmailFullAdminOnly: "Only a full administrator can change another administrator's email.",
  demoAccountFixed: "The demo account cannot be changed: it is the public read-only sign-in.",
  ownRights: "You cannot change your own rights.",
  ownSwitch: "You cannot switch off your own account.",
  ownDelete: "You cannot delete your own account.",
  ownTwoFactor: "Your own two-factor sign-in is turned off from your profile.",
  staffOnFullAdmin: "Only a full administrator can change a full administrator.",
  resetTwoFactorFullOnly: "Only a full administrator can reset another administrator's two-factor sign-in.",
  twoFactorOff: "This administrator's two-factor sign-in is not on.",
  fullAdminRights: "A full administrator holds every right on every page: there are no rights to set.",
  // Two-factor sign-in (docs/two-factor.md): the sign-in form, the profile page, the session route and the api alike.
  twoFactorCodeRequired: "Enter the 6-digit code from your authenticator app.",
  twoFactorCodeShape: "The code is the 6 digits your authenticator app shows.",
  twoFactorRecoveryShape: "A recovery code is 16 letters and digits, as in ABCD-EFGH-JKLM-NPQR.",
  twoFactorSignInCodeShape: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  twoFactorCodeWrong: "The code is not correct.",
  // Pictures (docs/uploads.md): one rule for the browser and the api.
  pictureNotAnImage: "The picture must be a PNG, JPEG or WebP image.",
  pictureTooLarge: "The picture must be 2 MB or smaller.",
  pictureHint: "PNG, JPEG or WebP, up to 2 MB",
  credentialNotOf: (key: string, provider: string) => `"${key}" is not a credential of ${provider || "this provider"}.`,
  fieldOnlyWhen: (label: string, other: string, values: readonly string[]) => `${label} applies only when ${other} is ${values.join(" or ")}.`,
  packageNameRule: "Name may hold letters, digits and underscores only: it starts each store product id, as in Gold_3",
  actionTakesNoDetails: "This action takes no details.",
  // Customer Packages (docs/packages.md).
  paymentNotPending: "Only a Pending payment can be activated: this one is not Pending.",
  // Custom Notification (docs/push.md)
  pushOff: "Push is off: the api has no Firebase service account (FCM_SERVICE_ACCOUNT), so nothing can be sent.",
  backendUnavailable: "The service is not reachable right now. Please try again in a moment.",
  saved: "Saved.",
  // A change the console sent but got no answer for (docs/idempotency.md).
  mayHaveBeenSaved: "The server did not answer in time: this change may have been saved. Refresh the list before trying again.",
  stillBeingSaved: "This change is still being saved. Wait a moment, then refresh the list.",
  resetLinkInvalid: "This reset link is invalid, already used or expired.",
} as const;
