"use client";

import { useId, type ChangeEventHandler, type ReactNode } from "react";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";

interface Props {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  name?: string;
  type?: string;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field as MUI's TextField draws it, without its select mode: TextField imports
 * Select, Menu and Popover, which the profile page's first load cannot carry (docs/performance.md).
 * The helper text is the input's description, so an error is read out with the field.
 */
export function TextInput({ label, helperText, error, disabled, fullWidth, sx, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} inputProps={{ "aria-describedby": helperText ? helperId : undefined }} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
