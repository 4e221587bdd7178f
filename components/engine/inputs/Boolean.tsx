"use client";

import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import type { BooleanField } from "@/lib/engine/fields";
import type { CellProps, ConsoleKindModule, FieldInputProps } from "./types";

function BooleanInput({ name, field, values, error, disabled, onChange }: FieldInputProps<BooleanField>) {
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel control={<Switch checked={Boolean(values[name])} onChange={(e) => onChange(name, e.target.checked)} disabled={disabled} />} label={field.label} />
      {(error ?? field.help) && <FormHelperText>{error ?? field.help}</FormHelperText>}
    </FormControl>
  );
}

function BooleanCell({ column, row }: CellProps<BooleanField>) {
  const on = Boolean(row[column]);
  return <Chip size="small" label={on ? "Yes" : "No"} color={on ? "success" : "default"} variant={on ? "filled" : "outlined"} />;
}

export const booleanInput: ConsoleKindModule<BooleanField> = {
  Input: BooleanInput,
  Cell: BooleanCell,
  initial: (field, stored) => stored ?? field.default ?? false,
};
