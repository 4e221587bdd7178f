/** What the shell shows of the signed-in administrator; no token, nothing secret. */
export interface ShellUser {
  firstName: string;
  fullName: string;
  roleName: string;
  email: string;
  avatarUrl?: string;
  /** The public demo account: its data-changing controls are disabled. */
  readOnly: boolean;
}
