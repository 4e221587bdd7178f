import { ADMIN_PAGES, pagePath } from "../../lib/pages";
import { FIRST_PAGE_OF_TAB, kindOf, MEMBER_VIEW, SIGNED_OUT, type PageKind } from "./kinds";

/** A page to weigh: where it is, its kind, and who opens it. */
export interface Target {
  name: string;
  path: string;
  kind: PageKind;
  /** Whose session opens it: a demo administrator's email (backend/src/setup/demo-admins.ts) or UNSERVED_ROLE; none: signed out. */
  as?: string;
  /** Its Largest Contentful Paint is held to the budget (the admin pages: issue 19's budget is theirs). */
  paintBudgeted: boolean;
}

export const ADMIN = "admin@example.com";
/** A signed-in account of a role the console does not serve: No access is its page. */
export const UNSERVED_ROLE = "unserved role";

/**
 * Every page of lib/pages.ts, the pages used without signing in, and a member's view. No access is
 * opened by an account of a role the console does not serve, the one it is for.
 */
export function consoleTargets(memberId: number): Target[] {
  return [
    { name: "Sign in", path: "/", kind: SIGNED_OUT, paintBudgeted: false },
    { name: "Forgot Password", path: "/forgotpassword", kind: SIGNED_OUT, paintBudgeted: false },
    // A token the api does not know: the page draws its card saying the link is no longer valid.
    { name: "Reset Password", path: `/reset-password/${"0a".repeat(32)}`, kind: SIGNED_OUT, paintBudgeted: false },
    { name: "No access", path: "/nopagepermission", kind: SIGNED_OUT, as: UNSERVED_ROLE, paintBudgeted: false },
    ...ADMIN_PAGES.map((page) => ({ name: page.title, path: pagePath(page), kind: kindOf(page), as: ADMIN, paintBudgeted: true })),
    { name: "App User (member view)", path: `/admin/appuser/view/${memberId}`, kind: MEMBER_VIEW, as: ADMIN, paintBudgeted: true },
    { name: "Push registration (a tab's first page)", path: pagePath(ADMIN_PAGES[0]), kind: FIRST_PAGE_OF_TAB, as: ADMIN, paintBudgeted: false },
  ];
}
