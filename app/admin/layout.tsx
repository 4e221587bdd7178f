import type { ReactNode } from "react";
import { homeFor, menuFor } from "@/lib/access";
import { consoleEnv } from "@/lib/server/env";
import { requireConsoleSession } from "@/lib/server/session";
import { AdminShell } from "@/components/shell/AdminShell";
import type { ShellUser } from "@/components/shell/shell-user";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const credentials = await requireConsoleSession();
  const user: ShellUser = {
    firstName: credentials.firstName,
    fullName: `${credentials.firstName} ${credentials.lastName}`.trim(),
    roleName: credentials.roleName,
    email: credentials.email,
    avatarUrl: credentials.image ? `${consoleEnv().IMAGE_BASE_URL}${credentials.image}` : undefined,
    readOnly: Boolean(credentials.readOnly),
  };
  return (
    <AdminShell menu={menuFor(credentials)} user={user} homeHref={homeFor(credentials)}>
      {children}
    </AdminShell>
  );
}
