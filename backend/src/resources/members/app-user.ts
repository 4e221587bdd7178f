/** The api side of App Users (lib/resources/members/app-user.ts): its list, its actions, its members' files. */
import type { ResourceHooks } from "../../engine/hooks";
import { approvePhoto, rejectDocuments, rejectPhoto, unapprovePhoto, unblock, unverifyDocuments, verifyDocuments } from "./app-user-actions";
import { memberSource } from "./app-user-source";
import { memberFileRoutes } from "./member-files";

export const appUserHooks: ResourceHooks = {
  source: memberSource(),
  memberOf: (row) => row.id,
  actions: { verifyDocuments, rejectDocuments, approvePhoto, rejectPhoto, unblock },
  undo: { approvePhoto: unapprovePhoto, verifyDocuments: unverifyDocuments },
  routes: memberFileRoutes,
};
