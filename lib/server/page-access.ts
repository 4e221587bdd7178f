import "server-only";
import { openablePages, rightsOn } from "../access";
import type { Credentials } from "../credentials";
import { pagePath, type AdminPage } from "../pages";
import { requireAccess } from "./session";

/** What a page is drawn with for the administrator asking it, once the gate's rule let them in. */
export interface PageAccess {
  credentials: Credentials;
  /** The demo administrator: its data-changing controls are disabled. */
  readOnly: boolean;
  /** What they may do on the page: controls for anything else are not drawn. */
  rights: ReturnType<typeof rightsOn>;
  /** The slugs of the pages they may open: links to others are drawn as text. */
  opens: readonly string[];
  /** Who is looking: their own row and the rows locked for them are drawn as such. */
  viewer: { id: number; roleId: number; pagePermissions: Credentials["pagePermissions"] };
}

/**
 * The page guard (requireAccess: the middleware's rule again, and the api asked) and what the page is
 * drawn with, for every admin page and a row's own view alike (app/admin/[page]).
 */
export async function pageAccessOf(page: AdminPage, path: string = pagePath(page)): Promise<PageAccess> {
  const credentials = await requireAccess(path);
  return {
    credentials,
    readOnly: Boolean(credentials.readOnly),
    rights: rightsOn(credentials, page.title),
    opens: openablePages(credentials).map((openable) => openable.slug),
    viewer: { id: credentials.id, roleId: credentials.roleId, pagePermissions: credentials.pagePermissions },
  };
}
