"use client";

import Button, { type ButtonProps } from "@mui/material/Button";
import { useSignOut } from "./useSignOut";

export function SignOutButton(props: ButtonProps) {
  const signOut = useSignOut();
  return (
    <Button variant="contained" onClick={signOut} {...props}>
      Sign out
    </Button>
  );
}
