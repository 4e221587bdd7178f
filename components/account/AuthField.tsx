"use client";

import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { styles } from "./auth-classes";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id" | "aria-invalid" | "aria-describedby"> {
  label: string;
  /** Shown under the field; with `invalid`, in the error colour and announced with the field. */
  helperText?: string;
  invalid?: boolean;
  /** Drawn inside the field's border, after the input: the password toggle. */
  end?: ReactNode;
}

/** A labelled input of the sign-in pages: the helper text is its description, so an error is read out with it. */
export function AuthField({ label, helperText, invalid = false, end, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className={`${styles.field} ${invalid ? styles.invalid : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={id} className={styles.input} aria-invalid={invalid} aria-describedby={helperText ? helperId : undefined} {...input} />
        {end}
      </div>
      {helperText && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

const EYE = "M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3";
const EYE_OFF =
  "M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z";

/** A password input with its own show/hide toggle. */
export function AuthPasswordField(props: Omit<Props, "type" | "end">) {
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      {...props}
      type={visible ? "text" : "password"}
      end={
        <button type="button" className={styles.toggle} aria-label={`${visible ? "Hide" : "Show"} ${props.label.toLowerCase()}`} onClick={() => setVisible((v) => !v)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={visible ? EYE_OFF : EYE} />
          </svg>
        </button>
      }
    />
  );
}
