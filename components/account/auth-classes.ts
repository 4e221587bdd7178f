/**
 * The classes of the pages used without signing in (app/auth.css, loaded by the root layout with
 * base.css, so that every page waits for one stylesheet: docs/performance.md, "Largest paint").
 */
export const styles = {
  alert: "auth-alert",
  brand: "auth-brand",
  button: "auth-button",
  buttonText: "auth-buttonText",
  card: "auth-card",
  center: "auth-center",
  column: "auth-column",
  control: "auth-control",
  end: "auth-end",
  field: "auth-field",
  heading: "auth-heading",
  helper: "auth-helper",
  input: "auth-input",
  invalid: "auth-invalid",
  label: "auth-label",
  link: "auth-link",
  main: "auth-main",
  stack: "auth-stack",
  start: "auth-start",
  subheading: "auth-subheading",
  text: "auth-text",
  toggle: "auth-toggle",
  warning: "auth-warning",
} as const;
