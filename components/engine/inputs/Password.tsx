"use client";

import { PasswordField } from "@/components/account/PasswordField";
import type { PasswordField as PasswordFieldDef } from "@/lib/engine/fields";
import type { ConsoleKindModule, FieldInputProps } from "./types";

function PasswordInput({ name, field, values, error, disabled, onChange }: FieldInputProps<PasswordFieldDef>) {
  return (
    <PasswordField
      label={field.label}
      name={name}
      autoComplete="new-password"
      value={values[name] ?? ""}
      onChange={(e) => onChange(name, e.target.value)}
      error={Boolean(error)}
      helperText={error ?? field.help}
      disabled={disabled}
      required={field.required}
      fullWidth
    />
  );
}

export const passwordInput: ConsoleKindModule<PasswordFieldDef> = {
  Input: PasswordInput,
  // A stored password never comes back: the form starts empty.
  initial: () => "",
};
