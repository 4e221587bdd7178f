"use client";

import TextField from "@mui/material/TextField";
import type { TextField as TextFieldDef } from "@/lib/engine/fields";
import type { ConsoleKindModule, FieldInputProps } from "./types";

function TextInput({ name, field, values, error, disabled, onChange }: FieldInputProps<TextFieldDef>) {
  return (
    <TextField label={field.label} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)} error={Boolean(error)} helperText={error ?? field.help}
      placeholder={field.example} disabled={disabled} required={field.required} multiline={field.multiline} minRows={field.multiline ? 3 : undefined} slotProps={{ htmlInput: { maxLength: field.max } }} fullWidth />
  );
}

export const textInput: ConsoleKindModule<TextFieldDef> = { Input: TextInput };
