import type { Metadata } from "next";
import { callBackend } from "@/lib/backend";
import { PRODUCT_NAME } from "@/lib/product";
import { AuthCard } from "@/components/account/AuthCard";
import { InvalidResetLink, ResetPasswordForm } from "@/components/account/ResetPasswordForm";
import { ToastProvider } from "@/components/shell/ToastProvider";
import { apiPaths } from "@/lib/api-paths";

// The page title is the product name (docs/product-rules.md §2); the token must not leak through a Referer.
export const metadata: Metadata = { title: { absolute: PRODUCT_NAME }, referrer: "no-referrer" };

/** Opened from the reset mail: the link is verified first, and the administrator's id kept for the reset. */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const answer = await callBackend<{ userId: number }>(apiPaths.account.verifyResetLink, { method: "POST", body: { token } });
  const userId = answer.status === 200 ? answer.body.recordList[0]?.userId : undefined;
  return (
    <ToastProvider>
      <AuthCard heading="Reset Password" subheading={userId ? "Choose a new password: at least 8 characters, with two of lowercase, uppercase and digits." : undefined}>
        {userId ? <ResetPasswordForm token={token} userId={userId} /> : <InvalidResetLink />}
      </AuthCard>
    </ToastProvider>
  );
}
