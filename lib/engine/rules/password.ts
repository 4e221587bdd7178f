import { z } from "zod";
import { CONSOLE_MESSAGES } from "../../console-messages";
import { isStrongEnoughPassword } from "../../validation";
import { MAX_PASSWORD_LENGTH, type PasswordField } from "../fields/password";
import type { FieldRulesModule } from "./base";

export const passwordRules: FieldRulesModule<PasswordField> = {
  rule(field) {
    const typed = z
      .string({ error: field.requiredMessage })
      .min(1, field.requiredMessage)
      .max(MAX_PASSWORD_LENGTH, `${field.label} must be at most ${MAX_PASSWORD_LENGTH} characters`);
    return field.strength ? typed.refine(isStrongEnoughPassword, CONSOLE_MESSAGES.passwordRule) : typed;
  },
};
