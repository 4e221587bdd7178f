/**
 * The access rules of docs/product-rules.md §4 and §6, the only implementation: the middleware, the admin
 * page guard, every console route handler and the api all ask these functions.
 * Pure: no I/O, safe on the Edge runtime and in the browser.
 */
import type { Credentials } from "./credentials";
import { isFullAdmin, ROLE } from "./roles";
import { ADMIN_PAGES, ADMIN_ROOT, MENU_GROUPS, pageBySlug, pageByTitle, pageForPath, pageOwning, pagePath, viewOf, type AdminPage, type MenuGroup, type PageView } from "./pages";
import { actionRights, type ResourceAction, type ResourceEndpoint } from "./engine/define";
import { ACCOUNT_ROOT, FIND_ROOT, SAVED_VIEWS_ROOT } from "./api-paths";
import { keepsSavedViews } from "./saved-views";
import { CONSOLE_FLAG_DEFAULTS, isOn, type ConsoleFlags } from "./console-flags";

export type Grant = Pick<Credentials, "roleId" | "pagePermissions">;

export type AccessDecision =
  | { action: "allow" }
  | { action: "redirect"; to: string; clearSession: boolean };

export const SIGN_IN_PATH = "/";
export const NO_PERMISSION_PATH = "/nopagepermission";

const ALLOW: AccessDecision = { action: "allow" };
const toSignIn = (clearSession: boolean): AccessDecision => ({ action: "redirect", to: SIGN_IN_PATH, clearSession });

const isConsoleRole = (roleId: number) => roleId === ROLE.admin || roleId === ROLE.staff;

export { isFullAdmin };

/** What a grant allows on a page: Read opens it; Add, Edit and Delete need Read (docs/admin-users.md). */
export type Right = "read" | "add" | "edit" | "delete";
export const RIGHTS: readonly Right[] = ["read", "add", "edit", "delete"];
export type PageRights = Record<Right, boolean>;

/** The letter of each right beyond Read in `pagePermissions[].can`. */
export const RIGHT_LETTERS = { add: "a", edit: "e", delete: "d" } as const satisfies Record<Exclude<Right, "read">, string>;

export const rightsLetters = (rights: Partial<PageRights>) =>
  (Object.keys(RIGHT_LETTERS) as (keyof typeof RIGHT_LETTERS)[]).filter((right) => rights[right]).map((right) => RIGHT_LETTERS[right]).join("");

/** May this administrator do this on the page with this title? Full administrators may do anything. */
export function may(grant: Grant, title: string, right: Right): boolean {
  if (isFullAdmin(grant)) return true;
  if (grant.roleId !== ROLE.staff || pageByTitle(title)?.fullAdminOnly) return false;
  const permission = grant.pagePermissions.find((p) => p.title === title);
  if (!permission) return false;
  return right === "read" || Boolean(permission.can?.includes(RIGHT_LETTERS[right]));
}

/**
 * The first right another account holds that this administrator does not (docs/admin-users.md,
 * "Nobody gains a right"): acting on that account (its form, switch, delete, rights, two-factor) could
 * hand them a right they lack, so it is refused. A full administrator's account holds every right,
 * so only a full administrator acts on it (`fullAdmin`).
 */
export function rightBeyond(actor: Grant, target: Grant): { fullAdmin: true } | { title: string; right: Right } | undefined {
  if (isFullAdmin(actor)) return undefined;
  if (isFullAdmin(target)) return { fullAdmin: true };
  for (const { title } of target.pagePermissions) {
    for (const right of RIGHTS) if (may(target, title, right) && !may(actor, title, right)) return { title, right };
  }
  return undefined;
}

/**
 * May this administrator change that account's sign-in email? Their own, yes; another's only as a full
 * administrator: whoever moves an address receives its reset links, so it is the account itself.
 */
export const mayChangeEmailOf = (actor: Grant & { id: number }, target: { id: number }): boolean => actor.id === target.id || isFullAdmin(actor);

/** May this administrator open the page with this title? */
export const canOpen = (grant: Grant, title: string): boolean => may(grant, title, "read");

/** Every right on one page, for the page's controls: a control the administrator may not use is not drawn. */
export const rightsOn = (grant: Grant, title: string): PageRights =>
  Object.fromEntries(RIGHTS.map((right) => [right, may(grant, title, right)])) as PageRights;

/**
 * A session worth keeping: a full administrator, or staff with at least one page.
 * Staff with no page at all are signed out wherever they go (docs/product-rules.md §4).
 */
export function hasConsoleAccess(grant: Grant): boolean {
  if (isFullAdmin(grant)) return true;
  return grant.roleId === ROLE.staff && grant.pagePermissions.length > 0;
}

/** May this administrator use its own account (profile, change email, change password)? */
export const canUseOwnAccount = hasConsoleAccess;

/** Pages this administrator may open, in sidebar order (pages off the menu included). */
export function openablePages(grant: Grant): AdminPage[] {
  return ADMIN_PAGES.filter((page) => (page.everyAdmin && hasConsoleAccess(grant)) || canOpen(grant, page.title));
}

/**
 * Where this administrator lands after sign-in and where the header logo points: the dashboard
 * for full administrators, otherwise the first page the staff member may open.
 */
export function homeFor(grant: Grant, flags: ConsoleFlags = CONSOLE_FLAG_DEFAULTS): string {
  if (!isConsoleRole(grant.roleId)) return NO_PERMISSION_PATH;
  if (isFullAdmin(grant)) return `${ADMIN_ROOT}/dashboard`;
  const own = openablePages(grant).filter((page) => !page.everyAdmin);
  // A page the Setting switched off still opens (with a notice), so it is home only when nothing else is.
  const first = own.find((page) => isOn(flags, page.follows)) ?? own[0];
  return first ? pagePath(first) : SIGN_IN_PATH;
}

/** The gate for one request path. `grant` is absent when there is no valid session. */
export function decideAccess(grant: Grant | null | undefined, pathname: string): AccessDecision {
  if (pathname === "/overview") return toSignIn(false);
  if (!grant) return toSignIn(true);
  if (pathname === NO_PERMISSION_PATH) return ALLOW;
  if (!isConsoleRole(grant.roleId)) return { action: "redirect", to: NO_PERMISSION_PATH, clearSession: false };
  if (!hasConsoleAccess(grant)) return toSignIn(true);
  if (pathname === ADMIN_ROOT || pathname === `${ADMIN_ROOT}/`) {
    return { action: "redirect", to: homeFor(grant), clearSession: false };
  }
  const page = pageForPath(pathname);
  // An unknown admin path falls through to the "not found" page inside the shell.
  if (!page || page.everyAdmin) return ALLOW;
  return canOpen(grant, page.title) ? ALLOW : toSignIn(true);
}

/**
 * Where a navigation that may not sign anyone out lands (a link from another site, a bookmark:
 * docs/security-headers.md): the page when it is allowed; else, where the rule would send a user it
 * signs out, the administrator's home (or the no-permission page) with the session kept.
 */
export function landingFor(grant: Grant | null | undefined, pathname: string): string {
  const decision = decideAccess(grant, pathname);
  if (decision.action === "allow") return pathname;
  if (!decision.clearSession || !grant) return decision.to;
  return hasConsoleAccess(grant) ? homeFor(grant) : NO_PERMISSION_PATH;
}

/**
 * A sidebar item: plain data passed from the server to the browser, with its address worked out here
 * so the browser needs no copy of lib/pages.ts. Its description and view let the shell draw the page's
 * heading and load its view's code the moment the item is chosen (components/shell/pending-page.tsx).
 */
export type MenuPage = Pick<AdminPage, "slug" | "title" | "label" | "icon" | "description"> & { href: string; view?: PageView; resources?: readonly string[] };

export type MenuEntry =
  | { kind: "page"; page: MenuPage }
  | { kind: "group"; group: MenuGroup; pages: MenuPage[] };

const menuPage = (page: AdminPage): MenuPage => {
  const view = viewOf(page);
  return { slug: page.slug, title: page.title, icon: page.icon, description: page.description, href: pagePath(page), ...(page.label ? { label: page.label } : {}), ...(view ? { view, resources: [...(page.resources ?? [])] } : {}) };
};

/** The sidebar of this administrator: permitted items only, a group only when a child is permitted, a page the Setting turned off not at all. */
export function menuFor(grant: Grant, flags: ConsoleFlags = CONSOLE_FLAG_DEFAULTS): MenuEntry[] {
  const restricted = !isFullAdmin(grant);
  const visible = ADMIN_PAGES.filter(
    (page) =>
      page.inMenu !== false &&
      isOn(flags, page.follows) &&
      canOpen(grant, page.title) &&
      !(restricted && page.hiddenFromRestrictedMenu),
  );
  const entries: MenuEntry[] = [];
  for (const page of visible) {
    const group = MENU_GROUPS.find((g) => g.key === page.group);
    if (!group) {
      entries.push({ kind: "page", page: menuPage(page) });
      continue;
    }
    const last = entries.at(-1);
    if (last?.kind === "group" && last.group.key === group.key) last.pages.push(menuPage(page));
    else entries.push({ kind: "group", group, pages: [menuPage(page)] });
  }
  return entries;
}

/**
 * Who may call an api path (`/api/admin/<segments>`) with a method: the console's route handlers and
 * the api both ask this. Account actions first; then a resource's routes, open to whoever holds the
 * right on the page that owns it (lib/pages.ts); then a page's own routes (its slug), for pages that
 * are not resources. `rights` are all needed, or one of them with `any`.
 */
export type PageAccess = { page: string; rights: readonly Right[]; any?: true };
/** The choices of a resource's selects: for the pages whose forms and filters list them. */
export type OptionsAccess = { optionsOf: string };
export type RouteAccess = "public" | "signedIn" | PageAccess | OptionsAccess;

/**
 * Sign-in (with its two-factor step, `users/login/twoFactor`), token refresh and sign-out: the console
 * does these itself (app/api/session) and never forwards them.
 */
export const SESSION_ACTIONS = new Set(["login", "refreshToken", "logout"]);
const PUBLIC_ACCOUNT_ACTIONS = new Set(["forgotPassword", "verifyforgotPasswordLink", "resetPassword"]);
const OWN_ACCOUNT_ACTIONS = new Set(["me", "changeEmail", "changePassword", "profile", "twoFactor", "pushToken", "pendingWork"]);
/** The choices of a resource's selects: read by the forms and filters of other pages too (a community's religion). */
const OPTIONS_ACTION = "options";

/** What this module reads of a declaration (lib/engine/define.ts): its choices, its routes and its actions' rights. */
export interface ChoosingResource {
  key: string;
  fields: Record<string, { kind: string; resource?: string; ref?: { resource: string } }>;
  endpoints?: readonly ResourceEndpoint[];
  actions?: readonly Pick<ResourceAction, "key" | "rights">[];
}

/** The resources a resource's form and filters choose from: each ref, refList and rows field's target. */
const choicesOf = (resource: ChoosingResource): string[] =>
  Object.values(resource.fields).flatMap((field) =>
    field.kind === "ref" || field.kind === "refList" ? [field.resource!] : field.kind === "rows" ? [field.ref!.resource] : [],
  );

/** What this module reads of a report (lib/engine/report.ts): its page's slug and the lists its filters choose from. */
export interface ChoosingReport {
  key: string;
  filters: readonly { kind: string; resource?: string }[];
}

let declarations: readonly ChoosingResource[] | undefined;
let reportDeclarations: readonly ChoosingReport[] = [];
let optionPages: Map<string, Set<string>> | undefined;

/**
 * The declarations hand themselves over when lib/resources/index.ts loads: they import this module
 * (their locks and rights), so this module cannot import them without a cycle.
 */
export function registerDeclarations(resources: readonly ChoosingResource[]) {
  declarations = resources;
  optionPages = undefined;
}

/**
 * The reports hand themselves over when lib/reports/index.ts loads (the api's routes and the console's
 * forwarder load it), apart from the resources: a list page's bundle carries no report.
 */
export function registerReports(reports: readonly ChoosingReport[]) {
  reportDeclarations = reports;
  optionPages = undefined;
}

/**
 * The titles of the pages whose forms or filters list a resource's options: the pages owning it, those
 * owning a resource with a field that chooses from it, and the reports filtering by it (docs/access.md, "Options").
 */
export function pagesReadingOptionsOf(resourceKey: string): ReadonlySet<string> {
  if (!declarations) throw new Error("lib/resources/index.ts is not loaded: the options rule needs the declarations.");
  if (!optionPages) {
    const pages = new Map<string, Set<string>>();
    const add = (key: string, title: string) => pages.set(key, (pages.get(key) ?? new Set()).add(title));
    for (const resource of declarations) {
      const owner = pageOwning(resource.key);
      if (!owner) continue;
      add(resource.key, owner.title);
      for (const key of choicesOf(resource)) add(key, owner.title);
    }
    for (const report of reportDeclarations) {
      const page = pageBySlug(report.key);
      if (page) for (const filter of report.filters) if (filter.kind === "ref" && filter.resource) add(filter.resource, page.title);
    }
    optionPages = pages;
  }
  return optionPages.get(resourceKey) ?? new Set();
}

/**
 * The rights a call needs, from its method and path (docs/admin-users.md): what the resource declares
 * for its own routes (`endpoints`) and its actions (`rights`, Edit when silent) first; otherwise reading
 * needs Read; a POST to the resource itself adds a row; a picture for a form is part of an add or an
 * edit; a DELETE deletes; every other change (a save, a switch, an action on a row, a bulk action) edits.
 */
function rightsFor(method: string, segments: readonly string[]): Pick<PageAccess, "rights" | "any"> {
  const verb = method.toUpperCase();
  const declared = declaredRights(verb === "HEAD" ? "GET" : verb, segments);
  if (declared) return { rights: declared };
  if (verb === "GET" || verb === "HEAD") return { rights: ["read"] };
  if (verb === "DELETE") return { rights: ["delete"] };
  if (verb === "POST" && segments.length === 1) return { rights: ["add"] };
  if (verb === "POST" && segments.length === 2 && segments[1] === "image") return { rights: ["add", "edit"], any: true };
  return { rights: ["edit"] };
}

const declarationOf = (key: string): ChoosingResource | undefined => {
  if (!declarations) throw new Error("lib/resources/index.ts is not loaded: the rights of a call need the declarations.");
  return declarations.find((resource) => resource.key === key);
};

/** The route a resource declares for this method and path (`<resource>/<endpoint path>`), if any. */
export function declaredEndpoint(method: string, segments: readonly string[]): ResourceEndpoint | undefined {
  const [key, ...rest] = segments;
  const path = rest.join("/");
  return declarationOf(key)?.endpoints?.find((endpoint) => endpoint.method === method.toUpperCase() && endpoint.path === path);
}

function declaredRights(verb: string, segments: readonly string[]): readonly Right[] | undefined {
  const endpoint = declaredEndpoint(verb, segments);
  if (endpoint) return endpoint.rights ?? (verb === "GET" ? ["read"] : ["edit"]);
  // An action on a row (`<resource>/<id>/<key>`) or on a selection (`<resource>/bulk/<key>`).
  if (verb !== "POST" || segments.length !== 3) return undefined;
  const action = declarationOf(segments[0])?.actions?.find((candidate) => candidate.key === segments[2]);
  return action && actionRights(action);
}

export function apiAccessFor(segments: readonly string[], method = "GET"): RouteAccess | undefined {
  const [first, action] = segments;
  if (!first) return undefined;
  if (first === ACCOUNT_ROOT && action) {
    if (SESSION_ACTIONS.has(action) || PUBLIC_ACCOUNT_ACTIONS.has(action)) return "public";
    if (OWN_ACCOUNT_ACTIONS.has(action)) return "signedIn";
  }
  // Every signed-in administrator may search; what is found follows the pages they hold (docs/find.md).
  if (first === FIND_ROOT && segments.length === 1) return "signedIn";
  // A page's saved views (`saved-views/<slug>`, `…/<id>`) are for whoever may open the page: keeping a
  // view of what one may read changes none of the page's data, so Read is enough (docs/saved-views.md).
  if (first === SAVED_VIEWS_ROOT) {
    const page = pageBySlug(action);
    return page && segments.length <= 3 && keepsSavedViews(viewOf(page)) ? { page: page.title, rights: ["read"] } : undefined;
  }
  const owner = pageOwning(first);
  if (owner) return action === OPTIONS_ACTION && segments.length === 2 ? { optionsOf: first } : { page: owner.title, ...rightsFor(method, segments) };
  const page = pageBySlug(first);
  return page && !page.everyAdmin ? { page: page.title, ...rightsFor(method, segments) } : undefined;
}

/** May this administrator call a route with this access? (Public routes need no administrator.) */
export function mayCall(grant: Grant, access: RouteAccess): boolean {
  if (access === "public") return true;
  if (access === "signedIn") return canUseOwnAccount(grant);
  if ("optionsOf" in access) return [...pagesReadingOptionsOf(access.optionsOf)].some((title) => canOpen(grant, title));
  const held = access.rights.map((right) => may(grant, access.page, right));
  return access.any ? held.some(Boolean) : held.every(Boolean);
}
