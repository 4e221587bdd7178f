"use client";

import { format, isValid } from "date-fns";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { DateField } from "@/lib/engine/fields";
import type { FieldInputProps } from "./types";

/** "YYYY-MM-DD" → the local day it names; the picker works in local days. */
function toDay(value: unknown): Date | null {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * A MUI X date picker, loaded with the form that needs it (not by every list page), with the
 * localization it needs beside it. A day half typed is sent as it is, so the rule says what is wrong.
 */
export default function DatePickerInput({ name, field, values, error, disabled, onChange }: FieldInputProps<DateField>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        label={field.label}
        value={toDay(values[name])}
        onChange={(day) => onChange(name, day === null ? "" : isValid(day) ? format(day, "yyyy-MM-dd") : "invalid")}
        format="dd MMM yyyy"
        disabled={disabled}
        slotProps={{ textField: { name, error: Boolean(error), helperText: error ?? field.help, required: field.required, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
