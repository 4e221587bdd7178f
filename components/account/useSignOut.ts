"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { forgetRecent } from "@/components/shell/find/recent";
import { api } from "@/lib/browser/api-client";
import { apiPaths } from "@/lib/api-paths";

/** Ends the sign-in at the api, drops the cookie, and lands on the sign-in page. */
export function useSignOut() {
  const router = useRouter();
  return useCallback(async () => {
    await api.delete(apiPaths.session.signIn).catch(() => undefined);
    forgetRecent();
    router.replace("/");
    router.refresh();
  }, [router]);
}
