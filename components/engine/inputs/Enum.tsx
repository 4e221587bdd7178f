"use client";

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

export const enumInput: ConsoleKindModule<EnumField> = { Input: EnumInput };
