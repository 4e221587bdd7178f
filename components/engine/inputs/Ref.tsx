"use client";

import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { RefField } from "@/lib/engine/fields";
import { useOptions } from "../useOptions";
import { optionLabel } from "./options";
import type { ConsoleKindModule, FieldInputProps } from "./types";

function RefInput({ name, field, values, error, disabled, onChange, resource }: FieldInputProps<RefField>) {
  const parent = field.dependsOn ? values[field.dependsOn.field] : undefined;
  const filter = field.dependsOn ? { [field.dependsOn.filter]: parent } : {};
  const { options } = useOptions(field.resource, filter, !field.dependsOn || Boolean(parent));
  const value = values[name] ?? "";
  return (
    <TextField
      select
      label={field.label}
      value={options.some((o) => o.id === value) ? value : ""}
      onChange={(e) => onChange(name, Number(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? (field.dependsOn && !parent ? `Choose the ${resource.fields[field.dependsOn.field].label.toLowerCase()} first` : field.help)}
      disabled={disabled || (Boolean(field.dependsOn) && !parent)}
      required={field.required}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {optionLabel(field.resource, option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const refInput: ConsoleKindModule<RefField> = { Input: RefInput };
