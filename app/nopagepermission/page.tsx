import type { Metadata } from "next";
import { AuthCard } from "@/components/account/AuthCard";
import { SignOutButton } from "@/components/account/SignOutButton";
import { styles } from "@/components/account/auth-classes";
import { NO_PERMISSION_PATH } from "@/lib/access";
import { requireAccess } from "@/lib/server/session";

export const metadata: Metadata = { title: "No access" };

/** Where a signed-in account of a role the console does not serve ends up (docs/product-rules.md §6). */
export default async function NoPagePermission() {
  await requireAccess(NO_PERMISSION_PATH);
  return (
    <AuthCard heading="No access">
      <p className={styles.text}>
        This account has no access to the admin console. Sign out, then sign in with a staff account, or ask an administrator for access.
      </p>
      <SignOutButton />
    </AuthCard>
  );
}
