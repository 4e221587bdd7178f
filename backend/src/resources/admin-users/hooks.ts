/** The api side of Admin Users (lib/resources/admin-users): its rows, their writes, rights and two-factor reset. */
import type { ResourceHooks } from "../../engine/hooks";
import { permissionRoutes } from "./permissions-routes";
import { adminUserSource } from "./source";
import { adminUserStore } from "./store";
import { resetTwoFactor } from "./two-factor-reset";

export const adminUserHooks: ResourceHooks = {
  source: adminUserSource,
  store: adminUserStore,
  actions: { resetTwoFactor },
  routes: permissionRoutes,
};
