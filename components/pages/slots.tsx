"use client";

import { use } from "react";
import type { ListSlots } from "@/components/engine/list/types";

const NONE: ListSlots = {};

/**
 * What each page adds to the engine's list, by page slug (README "Add a resource"). Each page's slots
 * are a chunk of their own, loaded with its view: a page downloads its own cells, dialogs and toolbar,
 * not every page's (docs/performance.md).
 */
const PAGE_SLOTS: Record<string, () => Promise<ListSlots>> = {
  // Region's bulk CSV sits above its four panes.
  region: () => import("./region/RegionCsvToolbar").then(({ RegionCsvToolbar }) => ({ toolbar: ({ readOnly }) => <RegionCsvToolbar readOnly={readOnly} /> })),
  // An expired coupon is marked in red (components/pages/coupon): a chunk of its own, as the others,
  // so that the map, which every admin page loads to know what its view waits for, holds no cells.
  coupon: () => import("./coupon/coupon-slots").then((m) => m.COUPON_SLOTS),
  // Each currency's gateways as chips, an inactive one outlined (components/pages/currency).
  currency: () => import("./currency/currency-slots").then((m) => m.CURRENCY_SLOTS),
  // Both members link to their view; the status is a coloured chip. Approve and Reject are the declared actions.
  blockuser: () => import("./members/BlockRequestCells").then((m) => ({ cells: m.BLOCK_REQUEST_CELLS })),
  // The member linked to their view, payment and package statuses as chips (components/pages/packages).
  "user-packages": () => import("./packages/customer-package-slots").then((m) => m.CUSTOMER_PACKAGE_SLOTS),
  // Members: their photo and verified mark, the documents and photo dialogs, View (components/pages/members).
  appuser: () => import("./members/app-user-slots").then((m) => m.APP_USER_SLOTS),
  // Administrators: role and two-factor chips, and each one's rights dialog (components/pages/admin-users).
  users: () => import("./admin-users/admin-user-slots").then((m) => m.ADMIN_USER_SLOTS),
  // Who acted, name over email; a row opens its entry's changes (components/pages/audit-log).
  "audit-log": () => import("./audit-log/audit-log-slots").then((m) => m.AUDIT_LOG_SLOTS),
};

const loading = new Map<string, Promise<ListSlots>>();
/** Slots already here: drawn without suspending (lib/browser/preloadable.tsx says why). */
const loaded = new Map<string, ListSlots>();

/** Loads a page's slots (once; the same promise for every caller), or nothing for a page without any. */
export function loadPageSlots(slug: string): Promise<ListSlots> | undefined {
  const load = PAGE_SLOTS[slug];
  if (!load) return undefined;
  let slots = loading.get(slug);
  if (!slots) {
    slots = load().then((found) => {
      loaded.set(slug, found);
      return found;
    });
    loading.set(slug, slots);
  }
  return slots;
}

/** Whether a page's slots are here (or it has none): `usePageSlots` then answers without suspending. */
export const pageSlotsReady = (slug: string) => !PAGE_SLOTS[slug] || loaded.has(slug);

/** The slots of a page, suspending its view until they are loaded; none for most pages. */
export function usePageSlots(slug: string): ListSlots {
  const here = loaded.get(slug);
  if (here) return here;
  const slots = loadPageSlots(slug);
  // The same promise every time, so React knows it once settled and no longer suspends.
  return slots ? use(slots) : NONE;
}
