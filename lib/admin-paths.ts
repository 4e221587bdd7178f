/**
 * The console's addresses of pages and records, apart from lib/pages.ts so that a link to a record (a
 * member named in a list) carries no page list into the browser.
 */
export const ADMIN_ROOT = "/admin";

export const pagePath = (page: { slug: string }) => `${ADMIN_ROOT}/${page.slug}`;

/** A record's own page, for a page with a detail view (lib/engine/detail.ts). */
export const detailPath = (page: { slug: string }, id: number | string) => `${pagePath(page)}/view/${id}`;
