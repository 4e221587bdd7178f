/**
 * Every admin page of the console, in sidebar order. The title is the permission key
 * (what `pagePermissions` holds) and the browser tab title; nothing else re-lists pages.
 * Pure data: imported by the Edge middleware, server components, client components and the api.
 */

import type { PageDetail } from "./engine/detail";
import type { ResourceKey } from "./resources/index";
import type { ConsoleSwitch } from "./console-flags";

export type GroupKey = "users" | "packages" | "master" | "reports";

export interface MenuGroup {
  key: GroupKey;
  label: string;
  /** Collapsible groups fold; opening one closes the other (docs/product-rules.md §2). */
  collapsible: boolean;
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: "users", label: "Users", collapsible: false },
  { key: "packages", label: "Packages", collapsible: false },
  { key: "master", label: "Master Entry", collapsible: true },
  { key: "reports", label: "Reports", collapsible: true },
];

/** Names of the sidebar icons; the shell maps each to an MUI icon. */
export type IconName =
  | "dashboard" | "people" | "block" | "admin" | "premium" | "facility" | "duration"
  | "document" | "profileFor" | "religion" | "community" | "subCommunity" | "marital"
  | "employment" | "occupation" | "education" | "diet" | "height" | "weight" | "income"
  | "currency" | "gateway" | "report" | "packages" | "region" | "notification" | "coupon"
  | "faq" | "story" | "feedback" | "setting" | "profile" | "audit" | "review";

export interface AdminPageDef {
  /**
   * The path segment under /admin, as the spec spells it, and the page's identity in the database:
   * permissions are granted to it, so a title can be renamed without losing them.
   */
  slug: string;
  title: string;
  /** Sidebar label; the title when absent. */
  label?: string;
  group?: GroupKey;
  icon: IconName;
  /** What a staff member finds on the page; shown under its title. */
  description: string;
  /** Pages not in the sidebar (the own profile). */
  inMenu?: boolean;
  /** Open to every signed-in administrator whatever its page permissions. */
  everyAdmin?: boolean;
  /** Only full administrators open it; it cannot be granted to staff (the audit log). */
  fullAdminOnly?: boolean;
  /** Left out of the restricted staff menu, as in the original (Weight). */
  hiddenFromRestrictedMenu?: boolean;
  /** A part of the product the Setting can turn off: then the page leaves the menu (lib/console-flags.ts). */
  follows?: ConsoleSwitch;
  /**
   * The resources the page's view draws (lib/resources): their api routes, and those of its detail's
   * tabs (`resourcesOf`), are open to whoever may open the page. Zero (a page of its own, such as the
   * profile), one, or several (Region's four levels).
   */
  resources?: readonly ResourceKey[];
  /** How the page shows them; `list` when absent and it owns resources. See components/pages/views.tsx. */
  view?: PageView;
  /**
   * A record's own page (`/admin/<slug>/view/<id>`): its tab, then a tab per list of its rows, each a
   * resource fixed to the record (lib/engine/detail.ts). The tabs' resources are the page's too.
   */
  detail?: PageDetail<ResourceKey>;
  /** The page draws charts (the dashboard, the monthly proposal reports): it is held to the charts' weight budget (docs/performance.md). */
  charts?: true;
  /** The page shows one record (the own profile), as a member's view does: the record's weight budget (docs/performance.md). */
  record?: true;
}

/**
 * The views a page can be: the engine's grid, or its cards, over one resource; panes where choosing a
 * row of one resource narrows the next (Country → State → …); accordions of a parent resource holding
 * its children (FAQ categories and their questions); a declared report (lib/reports) whose key is the
 * page slug; or a component of its own, named by the page slug.
 */
export type PageView = "list" | "cards" | "panes" | "accordion" | "report" | "custom";

const report = <T extends string>(slug: string, title: T, description: string) =>
  ({ slug, title, group: "reports", icon: "report", description, view: "report" }) as const;
const chartReport = <T extends string>(slug: string, title: T, description: string) => ({ ...report(slug, title, description), charts: true }) as const;

const PAGE_LIST = [
  // Its parts follow the pages the viewer holds (lib/dashboard-parts.ts, docs/dashboard.md).
  { slug: "dashboard", title: "Dashboard", icon: "dashboard", description: "Registrations, proposals and pending requests at a glance.", view: "custom", charts: true },
  {
    slug: "appuser",
    title: "App Users",
    group: "users",
    icon: "people",
    description: "Find members, check their profiles, verify documents and photos.",
    resources: ["appuser", "memberdocument"],
    // A member's view: the whole profile, then their lists (docs/members.md, "Member view").
    detail: {
      resource: "appuser",
      singular: "Member",
      read: "profile",
      recordTab: { key: "profile", label: "Profile" },
      tabs: [
        { key: "sent", label: "Sent", resource: "memberproposal", filter: "senderId" },
        { key: "received", label: "Received", resource: "memberproposal", filter: "receiverId" },
        { key: "favourites", label: "Favourites", resource: "memberfavourite", filter: "memberId" },
        { key: "blocked", label: "Blocked members", resource: "memberblock", filter: "memberId" },
        { key: "packages", label: "Purchased packages", resource: "memberpackage", filter: "memberId" },
        { key: "documents", label: "Documents", resource: "memberdocument", filter: "memberId" },
        { key: "history", label: "History", resource: "memberhistory", filter: "memberId" },
      ],
    },
  },
  // One item at a time from the documents, photos and block requests waiting, each kind needing its own page's right too (docs/review.md).
  { slug: "review", title: "Review", group: "users", icon: "review", description: "Documents, photos and block requests waiting, one at a time, by keyboard.", view: "custom" },
  { slug: "blockuser", title: "Block Users", group: "users", icon: "block", description: "Requests from members to block another member.", resources: ["blockrequest"] },
  { slug: "users", title: "Admin Users", group: "users", icon: "admin", description: "Staff accounts and the pages each one may open.", resources: ["users"] },
  { slug: "audit-log", title: "Audit Log", group: "users", icon: "audit", description: "Who changed what, when, and from where.", fullAdminOnly: true, resources: ["auditlog"] },
  { slug: "premiumaccount", title: "Premium Account", group: "packages", icon: "premium", description: "Premium packages with their facilities, durations and prices.", resources: ["premiumaccount"] },
  { slug: "premiumfacility", title: "Premium Facility", group: "packages", icon: "facility", description: "Facilities a premium package can include.", resources: ["premiumfacility"] },
  { slug: "timeduration", title: "Time Duration", group: "packages", icon: "duration", description: "Durations, in months, a package can be bought for.", resources: ["timeduration"] },
  { slug: "document-type", title: "Document Type", group: "master", icon: "document", description: "Documents members upload for verification.", resources: ["document-type"] },
  { slug: "religion", title: "Religion", group: "master", icon: "religion", description: "Religions members choose on their profile.", resources: ["religion"] },
  { slug: "community", title: "Community", group: "master", icon: "community", description: "Communities within each religion.", resources: ["community"], follows: "community" },
  { slug: "subcommunity", title: "Sub Community", group: "master", icon: "subCommunity", description: "Sub communities within each community.", resources: ["subcommunity"], follows: "subCommunity" },
  { slug: "maritalstatus", title: "Marital Status", group: "master", icon: "marital", description: "Marital statuses a profile can state.", resources: ["maritalstatus"] },
  { slug: "employment", title: "Employment", group: "master", icon: "employment", description: "Kinds of employment.", resources: ["employment"] },
  { slug: "occupation", title: "Occupation", group: "master", icon: "occupation", description: "Occupations with their pictures.", resources: ["occupation"] },
  { slug: "education", title: "Education", group: "master", icon: "education", description: "Qualifications, grouped by education type.", resources: ["education"] },
  { slug: "diet", title: "Diet", group: "master", icon: "diet", description: "Food habits.", resources: ["diet"] },
  { slug: "height", title: "Height", group: "master", icon: "height", description: "Heights in centimetres.", resources: ["height"] },
  { slug: "income", title: "Annual income", group: "master", icon: "income", description: "Annual income bands.", resources: ["income"] },
  { slug: "currency", title: "Currency", group: "master", icon: "currency", description: "Currencies and the default one.", resources: ["currency"] },
  { slug: "paymentGateway", title: "Payment Gateway", group: "master", icon: "gateway", description: "Payment gateways and where each is used.", resources: ["paymentGateway"] },
  { slug: "profile-for", title: "Profile For", group: "master", icon: "profileFor", description: "Whom a profile is created for.", resources: ["profile-for"] },
  { slug: "weight", title: "Weight", group: "master", icon: "weight", description: "Weights in kilograms.", hiddenFromRestrictedMenu: true, resources: ["weight"] },
  chartReport("requestSendReport", "Proposal Request Send", "Proposals sent, month by month."),
  chartReport("requestAcceptReport", "Proposal Request Accept", "Proposals accepted, month by month."),
  chartReport("requestRejectReport", "Proposal Request Reject", "Proposals rejected, month by month."),
  report("requestReceiveUser", "Proposal Receive User", "Each accepted proposal with its sender and receiver."),
  report("requestRejectUser", "Proposal Reject User", "Each rejected proposal with its sender and receiver."),
  report("requestSendUser", "Proposal Send User", "Each proposal sent with its sender and receiver."),
  report("requestsend", "Top Request Send", "Members ranked by proposals sent."),
  report("requestreceive", "Top Request Receive", "Members ranked by proposals received."),
  report("applicationuser", "Application User", "Members with their location and profile details."),
  report("premiumAppUser", "Premium App User", "Members with a package current today."),
  report("systemBlockedUser", "System Blocked User", "Members blocked by the service."),
  { slug: "user-packages", title: "Customer Packages", icon: "packages", description: "Packages members bought, with their payments.", resources: ["customerpackage"] },
  { slug: "region", title: "Region", icon: "region", description: "Countries, states, districts and cities.", resources: ["country", "state", "district", "city"], view: "panes" },
  { slug: "custom-notification", title: "Custom Notification", icon: "notification", description: "Push notifications written by staff.", resources: ["customnotification"] },
  { slug: "coupon", title: "Coupons", icon: "coupon", description: "Discount coupons for packages.", resources: ["coupon"] },
  { slug: "FAQs", title: "FAQs", icon: "faq", description: "Questions and answers shown in the app, by category.", resources: ["faqcategory", "faq"], view: "accordion" },
  { slug: "successStory", title: "Success Story", icon: "story", description: "Couples who met through the service.", resources: ["successstory"], view: "cards" },
  { slug: "feedback", title: "Feedback", icon: "feedback", description: "What members tell the service.", resources: ["feedback"], view: "cards" },
  // A tab per group of flags, one Save (components/pages/setting, docs/setting.md).
  { slug: "setting", title: "Setting", icon: "setting", description: "Switches and values that shape the app.", view: "custom" },
  { slug: "profile", title: "Profile", icon: "profile", description: "Your own details, picture, email, password and two-factor sign-in.", inMenu: false, everyAdmin: true, record: true },
] as const satisfies readonly AdminPageDef[];

export type PageTitle = (typeof PAGE_LIST)[number]["title"];
export type AdminPage = AdminPageDef & { title: PageTitle };
export const ADMIN_PAGES: readonly AdminPage[] = PAGE_LIST;


export { ADMIN_ROOT, detailPath, pagePath } from "./admin-paths";

const bySlug = new Map<string, AdminPage>(ADMIN_PAGES.map((p) => [p.slug, p]));
const byTitle = new Map<string, AdminPage>(ADMIN_PAGES.map((p) => [p.title, p]));

/** Every resource a page owns: those its view draws and those of its detail's tabs. */
export const resourcesOf = (page: AdminPageDef): readonly string[] => [...new Set([...(page.resources ?? []), ...(page.detail?.tabs.map((tab) => tab.resource) ?? [])])];

const byResource = new Map<string, AdminPage>(ADMIN_PAGES.flatMap((p) => resourcesOf(p).map((key) => [key, p] as const)));

export const pageBySlug = (slug: string): AdminPage | undefined => bySlug.get(slug);
/** The page that owns a resource: its title opens the resource's api. */
export const pageOwning = (resourceKey: string): AdminPage | undefined => byResource.get(resourceKey);
/** The view a page shows; pages whose screens arrive with later work show none. */
export const viewOf = (page: AdminPageDef): PageView | undefined => page.view ?? (page.resources?.length ? "list" : undefined);
export const pageByTitle = (title: string): AdminPage | undefined => byTitle.get(title);

/** The page a path under /admin belongs to: its first segment decides (/admin/appuser/view/7 is App Users). */
export function pageForPath(pathname: string): AdminPage | undefined {
  const [root, slug] = pathname.split("/").filter(Boolean);
  return root === "admin" && slug ? bySlug.get(slug) : undefined;
}

/** Titles an administrator may be granted (the own profile needs no grant; the audit log is not granted). */
export const GRANTABLE_TITLES: readonly PageTitle[] = ADMIN_PAGES.filter((p) => !p.everyAdmin && !p.fullAdminOnly).map((p) => p.title);
