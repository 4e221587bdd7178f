import type { ReactNode } from "react";
import { drawn } from "@/lib/drawn";
import { PRODUCT_NAME } from "@/lib/product";
import { styles } from "./auth-classes";

/**
 * The centred card of the pages used without signing in (max width 500px, docs/product-rules.md §9).
 * Plain markup, no JavaScript: see app/auth.css.
 */
export function AuthCard({ heading, subheading, children }: { heading: string; subheading?: string; children: ReactNode }) {
  return (
    <main id="main-content" className={styles.main}>
      <div className={styles.column}>
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        <section className={styles.card} aria-labelledby="auth-heading" {...drawn()}>
          <h1 id="auth-heading" className={styles.heading}>
            {heading}
          </h1>
          {subheading && <p className={styles.subheading}>{subheading}</p>}
          {children}
        </section>
      </div>
    </main>
  );
}
