"use client";

import type { ReactNode } from "react";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { SnackbarProvider } from "notistack";
import { AppThemeProvider } from "@/components/theme/AppThemeProvider";
import type { ThemeName } from "@/components/theme/themes";

/** Toasts: top right, 6000 ms (spec §9). */
export const TOAST_MS = 6000;

export function Providers({ themeName, children }: { themeName: ThemeName; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: "css" }}>
      <AppThemeProvider initial={themeName}>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_MS} anchorOrigin={{ vertical: "top", horizontal: "right" }}>
            {children}
          </SnackbarProvider>
        </LocalizationProvider>
      </AppThemeProvider>
    </AppRouterCacheProvider>
  );
}
