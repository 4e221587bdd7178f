/** The api side of the Audit Log (lib/resources/audit-log.ts): its list over audit_log and its Admin filter's choices. */
import type { ResourceHooks } from "../../engine/hooks";
import { adminChoicesRoute } from "./admin-choices";
import { auditLogSource } from "./source";

export const auditLogHooks: ResourceHooks = {
  source: auditLogSource(),
  routes: adminChoicesRoute,
};
