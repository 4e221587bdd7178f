import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { PRODUCT_NAME } from "@/lib/product";
import { DEFAULT_THEME, isThemeName, THEME_COOKIE, themeCssVariables } from "@/components/theme/palette";
import "./base.css";

export const metadata: Metadata = {
  title: { default: PRODUCT_NAME, template: `%s | ${PRODUCT_NAME}` },
  description: `${PRODUCT_NAME}: the staff console`,
  robots: { index: false, follow: false },
  // Static files live in public/ (docs/performance.md): served as they are, cached by the browser.
  icons: { icon: [{ url: "/favicon.ico", sizes: "32x32" }, { url: "/favicon.svg", type: "image/svg+xml" }] },
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
      <body>{children}</body>
    </html>
  );
}
