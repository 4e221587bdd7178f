import { ADMIN_ROOT } from "@/lib/pages";
import { requireAccess } from "@/lib/server/session";

/** /admin → the dashboard, or a restricted member's first page. */
export default async function AdminIndex() {
  await requireAccess(ADMIN_ROOT);
  return null;
}
