import type { Metadata } from "next";
import { AuthCard } from "@/components/account/AuthCard";
import { ForgotPasswordForm } from "@/components/account/ForgotPasswordForm";
import { ToastProvider } from "@/components/shell/ToastProvider";

export const metadata: Metadata = { title: "Forgot Password" };

export default function ForgotPasswordPage() {
  return (
    <ToastProvider>
      <AuthCard heading="Forgot Password" subheading="Enter the email of your account: we send you a link to choose a new password.">
        <ForgotPasswordForm />
      </AuthCard>
    </ToastProvider>
  );
}
