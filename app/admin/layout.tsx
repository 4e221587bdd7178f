import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { homeFor, menuFor } from "@/lib/access";
import { consoleEnv } from "@/lib/server/env";
import { requireConsoleSession } from "@/lib/server/session";
import { AdminShell } from "@/components/shell/AdminShell";
import { MuiProviders } from "@/components/shell/MuiProviders";
import { ToastProvider } from "@/components/shell/ToastProvider";
import type { ShellUser } from "@/components/shell/shell-user";
import { DEFAULT_THEME, isThemeName, THEME_COOKIE } from "@/components/theme/palette";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const credentials = await requireConsoleSession();
  const saved = (await cookies()).get(THEME_COOKIE)?.value;
  const user: ShellUser = {
    firstName: credentials.firstName,
    fullName: `${credentials.firstName} ${credentials.lastName}`.trim(),
    roleName: credentials.roleName,
    email: credentials.email,
    avatarUrl: credentials.image ? `${consoleEnv().IMAGE_BASE_URL}${credentials.image}` : undefined,
    readOnly: Boolean(credentials.readOnly),
  };
  return (
    <MuiProviders themeName={isThemeName(saved) ? saved : DEFAULT_THEME}>
      <ToastProvider>
        <AdminShell menu={menuFor(credentials)} user={user} homeHref={homeFor(credentials)}>
          {children}
        </AdminShell>
      </ToastProvider>
    </MuiProviders>
  );
}
