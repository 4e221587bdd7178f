"use client";

import { useState, type ReactNode } from "react";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { AppThemeProvider } from "@/components/theme/AppThemeProvider";
import type { ThemeName } from "@/components/theme/palette";
import { styleNonce, StyleNonceContext } from "./style-nonce";
import { userSelectForSafari } from "./style-prefixes";

declare global {
  interface Window {
    /** goober (notistack's styles) puts this nonce on its `<style>` tag. */
    __nonce__?: string;
  }
}

/**
 * One array for the whole process: on the server Emotion keeps the CSS it compiled for a style under
 * the identity of this array, so a new array per request compiled every rule of every page again
 * (docs/performance.md, "Largest paint").
 */
const STYLIS_PLUGINS = [userSelectForSafari];

/**
 * MUI's styles cache and theme, for the signed-in pages (app/admin/layout.tsx). Toasts, date pickers
 * and the rest live with the components that use them; the sign-in pages load none of it
 * (docs/performance.md).
 */
export function MuiProviders({ themeName, nonce, children }: { themeName: ThemeName; nonce?: string; children: ReactNode }) {
  // Emotion's `<style>` tags carry the nonce of the page's CSP (docs/security-headers.md).
  const [options] = useState(() => {
    const documentNonce = styleNonce(nonce);
    if (typeof window !== "undefined") window.__nonce__ = documentNonce;
    return { key: "css", nonce: documentNonce, stylisPlugins: STYLIS_PLUGINS };
  });
  return (
    <AppRouterCacheProvider options={options}>
      <StyleNonceContext.Provider value={options.nonce}>
        <AppThemeProvider initial={themeName}>{children}</AppThemeProvider>
      </StyleNonceContext.Provider>
    </AppRouterCacheProvider>
  );
}
