"use client";

import type { ListSlots } from "@/components/engine/list/types";

/** What each page adds to the engine's list, by page slug (README "Add a resource"). */
export const PAGE_SLOTS: Record<string, ListSlots> = {};
