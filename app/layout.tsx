import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { PRODUCT_NAME } from "@/lib/product";
import { DEFAULT_THEME, isThemeName, THEME_COOKIE, themeCssVariables } from "@/components/theme/palette";
import "./base.css";
import "./auth.css";

export const metadata: Metadata = {
  title: { default: PRODUCT_NAME, template: `%s | ${PRODUCT_NAME}` },
  description: `${PRODUCT_NAME}: the staff console`,
  robots: { index: false, follow: false },
};

/**
 * No providers here: the sign-in pages are drawn without MUI, so they load no theme, styles engine or
 * toasts (docs/performance.md); app/admin/layout.tsx brings MUI's. The theme's colours reach the
 * sign-in pages as CSS variables, from the same palette.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const saved = (await cookies()).get(THEME_COOKIE)?.value;
  const themeName = isThemeName(saved) ? saved : DEFAULT_THEME;
  return (
    <html lang="en" data-theme={themeName} style={themeCssVariables(themeName)}>
      <head>
        {/* Here rather than in the metadata: Next draws the metadata again on every page change, and the
            browser then fetched and decoded both icons again, each time (docs/performance.md). */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
