"use client";

import type { ReactNode } from "react";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { SnackbarProvider } from "notistack";
import { AppThemeProvider } from "@/components/theme/AppThemeProvider";
import type { ThemeName } from "@/components/theme/themes";

/** Toasts: top right, 6000 ms (spec §9). */
export const TOAST_MS = 6000;

export function Providers({ themeName, children }: { themeName: ThemeName; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: "css" }}>
      <AppThemeProvider initial={themeName}>
        {/* Date pickers bring their LocalizationProvider with them (components/engine/inputs/DatePickerInput.tsx). */}
        <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_MS} anchorOrigin={{ vertical: "top", horizontal: "right" }}>
          {children}
        </SnackbarProvider>
      </AppThemeProvider>
    </AppRouterCacheProvider>
  );
}
