"use client";

import { useSignOut } from "./useSignOut";
import { styles } from "./auth-classes";

/** The sign-out of the pages drawn without MUI (No access). */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className={styles.button} onClick={signOut}>
      Sign out
    </button>
  );
}
