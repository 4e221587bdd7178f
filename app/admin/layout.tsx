import type { ReactNode } from "react";
import { cookies, headers } from "next/headers";
import { homeFor, menuFor } from "@/lib/access";
import { holdsPendingWork } from "@/lib/pending-work";
import { ADMIN_ROOT } from "@/lib/pages";
import { consoleEnv } from "@/lib/server/env";
import { confirmedCredentials, requireConsoleSession } from "@/lib/server/session";
import { consoleFlags } from "@/lib/server/console-flags";
import { ConsoleFlagsProvider } from "@/components/shell/console-flags";
import { AdminShell } from "@/components/shell/AdminShell";
import { MuiProviders } from "@/components/shell/MuiProviders";
import { ToastProvider } from "@/components/shell/ToastProvider";
import { PushRegistration } from "@/components/shell/push/PushRegistration";
import { pushWebConfig } from "@/lib/push-web";
import type { ShellUser } from "@/components/shell/shell-user";
import { DEFAULT_THEME, isThemeName, THEME_COOKIE } from "@/components/theme/palette";

/**
 * The shell is drawn only for a sign-in the api confirms now: a cookie kept from before a sign-out or
 * a revocation shows no name, address or menu, and is sent on to the refresh route (docs/security-headers.md).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  // The cookie's rights are the api's: a change to them raises the account's access version, so the
  // api refuses this cookie (401) and the refresh route seals today's rights before the shell is drawn.
  const credentials = await requireConsoleSession();
  const request = await headers();
  // middleware.ts names the page asked for, so a refreshed sign-in comes back to it.
  const confirmed = await confirmedCredentials(request.get("x-console-path") ?? ADMIN_ROOT);
  const saved = (await cookies()).get(THEME_COOKIE)?.value;
  const themeName = isThemeName(saved) ? saved : DEFAULT_THEME;
  const nonce = request.get("x-nonce") ?? undefined;
  if (!confirmed) {
    // The api could not say (it is down): the page shows its own error, without the shell.
    return (
      <MuiProviders themeName={themeName} nonce={nonce}>
        <ToastProvider>{children}</ToastProvider>
      </MuiProviders>
    );
  }
  // The same answer of the api as the sign-in's: no call of its own.
  const flags = await consoleFlags();
  const user: ShellUser = {
    firstName: confirmed.firstName,
    fullName: `${confirmed.firstName} ${confirmed.lastName}`.trim(),
    roleName: confirmed.roleName,
    email: confirmed.email,
    avatarUrl: confirmed.image ? `${consoleEnv().IMAGE_BASE_URL}${confirmed.image}` : undefined,
    readOnly: Boolean(confirmed.readOnly),
  };
  const menu = menuFor(credentials, flags);
  return (
    <MuiProviders themeName={themeName} nonce={nonce}>
      <ToastProvider>
        <ConsoleFlagsProvider flags={flags}>
          <AdminShell menu={menu} user={user} homeHref={homeFor(credentials, flags)} countsWork={holdsPendingWork(menu)}>
            {children}
          </AdminShell>
        </ConsoleFlagsProvider>
        <PushRegistration config={pushWebConfig(consoleEnv())} />
      </ToastProvider>
    </MuiProviders>
  );
}
