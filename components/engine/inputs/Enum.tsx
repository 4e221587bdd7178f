"use client";

import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import type { EnumField } from "@/lib/engine/fields";
import type { ConsoleKindModule, FieldInputProps } from "./types";

function EnumInput({ name, field, values, error, disabled, onChange }: FieldInputProps<EnumField>) {
  if (field.multiple) {
    const chosen = Array.isArray(values[name]) ? (values[name] as string[]) : [];
    return (
      <TextField
        select
        label={field.label}
        value={chosen}
        onChange={(e) => onChange(name, field.options.filter((option) => (e.target.value as unknown as string[]).includes(option)))}
        error={Boolean(error)}
        helperText={error ?? field.help}
        disabled={disabled}
        required={field.required}
        slotProps={{ select: { multiple: true, renderValue: (value) => (value as string[]).join(", ") } }}
        fullWidth
      >
        {field.options.map((option) => (
          <MenuItem key={option} value={option}>
            <Checkbox size="small" checked={chosen.includes(option)} sx={{ p: 0, mr: 1 }} />
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return field.display === "radio" ? (
    <FormControl error={Boolean(error)} disabled={disabled} required={field.required}>
      <FormLabel id={`${name}-label`}>{field.label}</FormLabel>
      <RadioGroup row aria-labelledby={`${name}-label`} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)}>
        {field.options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  ) : (
    <TextField select label={field.label} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)} error={Boolean(error)} helperText={error ?? field.help} disabled={disabled} required={field.required} fullWidth>
      {field.options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const enumInput: ConsoleKindModule<EnumField> = {
  Input: EnumInput,
  initial: (field, stored) => (field.multiple ? (Array.isArray(stored) ? stored : []) : (stored ?? "")),
};
