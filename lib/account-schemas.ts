/** The api's zod schemas of the own-account forms, made from the rules the forms show (account-forms.ts). */
import { z } from "zod";
import { changeEmailErrors, changePasswordErrors, profileErrors, type FieldErrors } from "./account-forms";

/** A zod schema whose issues are the form's own messages. */
function fromRules<T extends object>(shape: z.ZodType<T>, rules: (values: T) => FieldErrors<T>) {
  return shape.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(rules(values))) {
      if (message) ctx.addIssue({ code: "custom", path: [path], message: message as string });
    }
  });
}

const text = z.string().max(256);

export const changeEmailSchema = fromRules(
  z.strictObject({ oldEmail: text, newEmail: text, confirmEmail: text }),
  (values) => changeEmailErrors(values, "submit"),
);

export const changePasswordSchema = fromRules(
  z.strictObject({ oldPassword: text, newPassword: text, confirmPassword: text }),
  changePasswordErrors,
);

const personName = (label: string) => z.string({ error: `${label} is required` }).max(256, `${label} must be 60 characters or fewer`).trim();

/** The names an administrator edits on its own profile, trimmed. */
export const profileSchema = fromRules(z.strictObject({ firstName: personName("First name"), lastName: personName("Last name") }), profileErrors);

/** A browser's FCM registration token (docs/push.md): Firebase's tokens are about 160 characters of [A-Za-z0-9_:-]. */
export const pushTokenSchema = z.strictObject({ token: z.string().regex(/^[\w:-]{20,4096}$/, "Token must be the browser's push registration token") });
