"use client";

import { format, isValid } from "date-fns";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { PICKER_FORMATS } from "@/lib/day-format";
import { useConsoleFlags } from "@/components/shell/console-flags";

/** "YYYY-MM-DD" → the local day it names; the picker works in local days. */
function toDay(value: unknown): Date | null {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export interface DayPickerProps {
  name: string;
  label: string;
  /** "YYYY-MM-DD", or empty. */
  value: unknown;
  /** "YYYY-MM-DD", "" when cleared, "invalid" for a day half typed (so a rule can say what is wrong). */
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * The field keeps what is typed until it is a whole day, and `value` only starts it: a filter that
   * asks for whole days alone (remount it with a `key` to show another day).
   */
  uncontrolled?: boolean;
  /** Takes the focus when drawn (a filter's picker drawn in place of its stand-in, on focus). */
  autoFocus?: boolean;
}

/**
 * A MUI X date picker for one day, with the localization it needs beside it: loaded by what uses it
 * (a form with a date, a report with a range), not by every page.
 */
export default function DayPicker({ name, label, value, onChange, error, help, required, disabled, uncontrolled, autoFocus }: DayPickerProps) {
  // Typed and shown as every day of the console reads (the Setting's date format).
  const { dateFormat } = useConsoleFlags();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        label={label}
        {...(uncontrolled ? { defaultValue: toDay(value) } : { value: toDay(value) })}
        onChange={(day) => onChange(day === null ? "" : isValid(day) ? format(day, "yyyy-MM-dd") : "invalid")}
        format={PICKER_FORMATS[dateFormat]}
        disabled={disabled}
        autoFocus={autoFocus}
        slotProps={{ textField: { name, error: Boolean(error), helperText: error ?? help, required, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
