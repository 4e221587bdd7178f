"use client";

import type { ReactNode } from "react";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { AppThemeProvider } from "@/components/theme/AppThemeProvider";
import type { ThemeName } from "@/components/theme/palette";

/**
 * MUI's styles cache and theme, for the signed-in pages (app/admin/layout.tsx). Toasts, date pickers
 * and the rest live with the components that use them; the sign-in pages load none of it
 * (docs/performance.md).
 */
export function MuiProviders({ themeName, children }: { themeName: ThemeName; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: "css" }}>
      <AppThemeProvider initial={themeName}>{children}</AppThemeProvider>
    </AppRouterCacheProvider>
  );
}
