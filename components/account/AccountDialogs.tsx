"use client";

import { changeEmailErrors, changePasswordErrors, type ChangeEmailValues, type ChangePasswordValues } from "@/lib/account-forms";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { AccountFormDialog, type AccountField } from "./AccountFormDialog";
import { apiPaths } from "@/lib/api-paths";

export type AccountDialog = "email" | "password";

const EMAIL_FIELDS: AccountField<ChangeEmailValues>[] = [
  { name: "oldEmail", label: "Old Email", kind: "email", autoComplete: "email" },
  { name: "newEmail", label: "New Email", kind: "email", autoComplete: "off" },
  { name: "confirmEmail", label: "Confirm Email", kind: "email", autoComplete: "off" },
];

const PASSWORD_FIELDS: AccountField<ChangePasswordValues>[] = [
  { name: "oldPassword", label: "Old Password", kind: "password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", kind: "password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm Password", kind: "password", autoComplete: "new-password" },
];

/** The two dialogs of the profile menu and the profile page; every signed-in administrator has them. */
export function AccountDialogs({ open, onClose, user }: { open?: AccountDialog; onClose: () => void; user: { readOnly: boolean } }) {
  const shared = { onClose, readOnly: user.readOnly };
  return (
    <>
      <AccountFormDialog
        {...shared}
        title="Change Email"
        open={open === "email"}
        fields={EMAIL_FIELDS}
        validate={(values, submitted) => changeEmailErrors(values, submitted ? "submit" : "live")}
        path={apiPaths.account.changeEmail}
        successMessage={CONSOLE_MESSAGES.emailChanged}
      />
      <AccountFormDialog
        {...shared}
        title="Change Password"
        open={open === "password"}
        fields={PASSWORD_FIELDS}
        validate={changePasswordErrors}
        path={apiPaths.account.changePassword}
        successMessage={CONSOLE_MESSAGES.passwordChanged}
      />
    </>
  );
}
