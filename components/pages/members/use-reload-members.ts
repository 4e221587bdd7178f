"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

/** Reloads every App Users and member documents list on screen after a change made outside them. */
export function useReloadMembers() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => void mutate((key) => typeof key === "string" && (key.startsWith("/api/admin/appuser?") || key.startsWith("/api/admin/memberdocument?"))),
    [mutate],
  );
}
