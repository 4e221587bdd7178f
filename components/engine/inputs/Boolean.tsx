"use client";

import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import type { BooleanField } from "@/lib/engine/fields";
import type { ConsoleKindModule, FieldInputProps } from "./types";

function BooleanInput({ name, field, values, error, disabled, onChange }: FieldInputProps<BooleanField>) {
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel control={<Switch checked={Boolean(values[name])} onChange={(e) => onChange(name, e.target.checked)} disabled={disabled} />} label={field.label} />
      {(error ?? field.help) && <FormHelperText>{error ?? field.help}</FormHelperText>}
    </FormControl>
  );
}

export const booleanInput: ConsoleKindModule<BooleanField> = {
  Input: BooleanInput,
  initial: (field, stored) => stored ?? field.default ?? false,
};
