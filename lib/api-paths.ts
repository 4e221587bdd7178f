/**
 * Every address of the console's api that a page calls, in one place: components and pages name a
 * call (`apiPaths.row("religion", 7)`), never build an `/api/` address (the lint refuses one outside
 * this module and the route handlers, lib/layers.test.ts). The resource paths are the engine's routes
 * (backend/src/engine/routes.ts) and a declaration's own (`endpoints`); the account and session paths
 * are the console's route handlers (app/api/session) and the api's account routes.
 * Pure: the browser, the console's server and the api's tests alike.
 */
const ADMIN = "/api/admin";
/**
 * Where the api keeps the signed-in administrator's own account, its sign-in and its reset: under the
 * same segment as Admin Users' rows, as the api's contract has them (`users/me`, `users/login`).
 */
export const ACCOUNT_ROOT = "users";
const ACCOUNT = `${ADMIN}/${ACCOUNT_ROOT}`;
/** Find anything: a route of every signed-in administrator, each kind inside following its page (docs/find.md). */
export const FIND_ROOT = "find";
/** Saved views of a page's list, under the page's slug: each page's rule is its own (docs/saved-views.md). */
export const SAVED_VIEWS_ROOT = "saved-views";

const withQuery = (path: string, query?: URLSearchParams | string) => {
  const text = query?.toString();
  return text ? `${path}?${text}` : path;
};

export const apiPaths = {
  /** A page of a resource's rows (or a report's), with the list's query. */
  list: (key: string, query?: URLSearchParams | string) => withQuery(`${ADMIN}/${key}`, query),
  /** Whether a cached address is a page of this resource's rows: what a change makes stale. */
  isListOf: (key: string, address: unknown) => typeof address === "string" && (address === `${ADMIN}/${key}` || address.startsWith(`${ADMIN}/${key}?`)),
  /** Adding a row (POST). */
  rows: (key: string) => `${ADMIN}/${key}`,
  /** One row: read, save (PUT), delete. */
  row: (key: string, id: number | string) => `${ADMIN}/${key}/${id}`,
  /** A row's active switch (PUT). */
  active: (key: string, id: number | string) => `${ADMIN}/${key}/${id}/active`,
  /** A route under one row: a named action (POST), a member's profile, an administrator's rights. */
  ofRow: (key: string, id: number | string, route: string) => `${ADMIN}/${key}/${id}/${route}`,
  /** A named action on a selection of rows (POST with `{ ids }`). */
  bulk: (key: string, action: string) => `${ADMIN}/${key}/bulk/${action}`,
  /** The whole filtered list as CSV. */
  export: (key: string, query?: URLSearchParams | string) => withQuery(`${ADMIN}/${key}/export`, query),
  /** A report's rows for printing. */
  print: (key: string, query?: URLSearchParams | string) => withQuery(`${ADMIN}/${key}/print`, query),
  /** The choices of a select: a resource's active rows as options. */
  options: (key: string, query?: URLSearchParams | string) => withQuery(`${ADMIN}/${key}/options`, query),
  /** The values a list filter offers, from a route of the resource (`choices` of a filter). */
  choices: (key: string, route: string) => `${ADMIN}/${key}/${route}`,
  /** A picture for a resource's form (POST, the file's bytes). */
  image: (key: string) => `${ADMIN}/${key}/image`,
  /** The Setting page's flags: read them, save them all (docs/setting.md). */
  setting: () => `${ADMIN}/setting`,
  /** A Setting tab's button (Send test mail). */
  settingAction: (key: string) => `${ADMIN}/setting/${key}`,
  /** Members and administrators the caller may open, found by what was typed (docs/find.md). */
  find: (text?: string) => withQuery(`${ADMIN}/${FIND_ROOT}`, text === undefined ? undefined : new URLSearchParams({ q: text })),
  /** A page's saved views: the caller's own and those shared with them (GET), a new one (POST; docs/saved-views.md). */
  savedViews: (slug: string) => `${ADMIN}/${SAVED_VIEWS_ROOT}/${slug}`,
  /** One of the caller's views: a change (PUT), its delete. */
  savedView: (slug: string, id: number | string) => `${ADMIN}/${SAVED_VIEWS_ROOT}/${slug}/${id}`,
  /** A member's photo or document, served only to staff who may open App Users (docs/members.md, "Member files"). */
  memberFile: (mediaId: string) => `${ADMIN}/appuser/files/${encodeURIComponent(mediaId)}`,
  /** The review queue: what waits (GET), and a claim of the next items (POST; docs/review.md). */
  review: () => `${ADMIN}/review`,
  reviewClaim: () => `${ADMIN}/review/claim`,
  /** The dashboard's figures for a range of days (docs/dashboard.md). */
  dashboard: (query?: URLSearchParams | string) => withQuery(`${ADMIN}/dashboard`, query),
  /** A route a resource declares (lib/engine/define.ts `endpoints`). */
  endpoint: (key: string, endpoint: { path: string }) => `${ADMIN}/${key}/${endpoint.path}`,
  /** The signed-in administrator's own account. */
  account: {
    me: `${ACCOUNT}/me`,
    profile: `${ACCOUNT}/profile`,
    profileImage: `${ACCOUNT}/profile/image`,
    changeEmail: `${ACCOUNT}/changeEmail`,
    changePassword: `${ACCOUNT}/changePassword`,
    /** This browser's push token, for the administrator's own notifications (docs/push.md). */
    pushToken: `${ACCOUNT}/pushToken`,
    /** The work waiting beside the administrator's pages in the sidebar (lib/pending-work.ts). */
    pendingWork: `${ACCOUNT}/pendingWork`,
    twoFactor: (step?: "setup" | "enable" | "disable") => `${ACCOUNT}/twoFactor${step ? `/${step}` : ""}`,
    forgotPassword: `${ACCOUNT}/forgotPassword`,
    resetPassword: `${ACCOUNT}/resetPassword`,
    verifyResetLink: `${ACCOUNT}/verifyforgotPasswordLink`,
    refreshToken: `${ACCOUNT}/refreshToken`,
    logout: `${ACCOUNT}/logout`,
  },
  /** The console's own session routes: sign in and out, the second step of a two-factor sign-in. */
  session: {
    signIn: "/api/session",
    twoFactor: "/api/session/two-factor",
  },
} as const;
