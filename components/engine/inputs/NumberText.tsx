"use client";

import type { ReactNode } from "react";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import type { Field } from "@/lib/engine/fields";
import type { FieldInputProps } from "./types";

/** A number typed as text (the rule reads it), with a unit or a sign beside it. */
export function NumberText({ name, field, values, error, disabled, onChange, decimals, start, end }: FieldInputProps<Field> & { decimals: boolean; start?: ReactNode; end?: ReactNode }) {
  const adornments = {
    ...(start ? { startAdornment: <InputAdornment position="start">{start}</InputAdornment> } : {}),
    ...(end ? { endAdornment: <InputAdornment position="end">{end}</InputAdornment> } : {}),
  };
  return (
    <TextField label={field.label} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)} error={Boolean(error)} helperText={error ?? field.help}
      disabled={disabled} required={field.required} fullWidth
      slotProps={{ htmlInput: { inputMode: decimals ? "decimal" : "numeric" }, input: start || end ? adornments : undefined }} />
  );
}
