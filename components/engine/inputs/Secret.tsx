"use client";

import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { secretKey, secretLabelsFor, type SecretField } from "@/lib/engine/fields";
import type { ConsoleKindModule, FieldInputProps } from "./types";

function SecretInput({ name, field, values, stored, error, disabled, onChange }: FieldInputProps<SecretField>) {
  const given = (values[name] as Record<string, string> | undefined) ?? {};
  const set = new Set((stored?.[name] as string[] | undefined) ?? []);
  // The keys of the row as the form now has it (a gateway's provider chooses them); none, no inputs.
  const labels = secretLabelsFor(field, values);
  if (!labels.length) return null;
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {field.label}
      </FormLabel>
      <Stack spacing={1.5}>
        {labels.map((label) => {
          const key = secretKey(label);
          return (
            <TextField
              key={key}
              label={label}
              type="password"
              autoComplete="new-password"
              value={given[key] ?? ""}
              placeholder={set.has(key) ? "•••••••• (saved)" : "Not set"}
              onChange={(e) => onChange(name, { ...given, [key]: e.target.value })}
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          );
        })}
      </Stack>
      <FormHelperText>{error ?? field.help}</FormHelperText>
    </FormControl>
  );
}

export const secretInput: ConsoleKindModule<SecretField> = {
  Input: SecretInput,
  // Credentials never come back: the form starts empty, and an empty one keeps what is stored.
  initial: () => ({}),
};
