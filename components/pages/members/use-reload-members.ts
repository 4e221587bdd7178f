"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiPaths } from "@/lib/api-paths";

/** Reloads every App Users and member documents list on screen after a change made outside them. */
export function useReloadMembers() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => void mutate((key) => apiPaths.isListOf("appuser", key) || apiPaths.isListOf("memberdocument", key)),
    [mutate],
  );
}
