import { redirect } from "next/navigation";
import { hasConsoleAccess, homeFor } from "@/lib/access";
import { readSession } from "@/lib/server/session";
import { grantOf } from "@/lib/session-options";
import { AuthCard } from "@/components/account/AuthCard";
import { SignInForm } from "@/components/account/SignInForm";

/** Sign-in at /. Someone already signed in goes straight to their first page. */
export default async function SignInPage() {
  const session = await readSession();
  const grant = grantOf(session);
  if (grant && hasConsoleAccess(grant)) redirect(homeFor(grant));
  return (
    <AuthCard heading="Sign in" subheading="Staff sign-in to the admin console.">
      <SignInForm pendingTwoFactor={Boolean(session.twoFactorChallenge)} />
    </AuthCard>
  );
}
