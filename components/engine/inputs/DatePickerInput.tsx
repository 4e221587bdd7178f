"use client";

import type { DateField } from "@/lib/engine/fields";
import DayPicker from "./DayPicker";
import type { FieldInputProps } from "./types";

/** A form's date field: the day picker, named and checked by its field. */
export default function DatePickerInput({ name, field, values, error, disabled, onChange }: FieldInputProps<DateField>) {
  return (
    <DayPicker
      name={name}
      label={field.label}
      value={values[name]}
      onChange={(day) => onChange(name, day)}
      error={error}
      help={field.help}
      required={field.required}
      disabled={disabled}
    />
  );
}
