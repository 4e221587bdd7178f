import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { PRODUCT_NAME } from "@/lib/product";
import { DEFAULT_THEME, isThemeName, THEME_COOKIE } from "@/components/theme/themes";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: PRODUCT_NAME, template: `%s | ${PRODUCT_NAME}` },
  description: `${PRODUCT_NAME}: the staff console`,
  robots: { index: false, follow: false },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const saved = (await cookies()).get(THEME_COOKIE)?.value;
  const themeName = isThemeName(saved) ? saved : DEFAULT_THEME;
  return (
    <html lang="en" data-theme={themeName}>
      <body>
        <Providers themeName={themeName}>{children}</Providers>
      </body>
    </html>
  );
}
