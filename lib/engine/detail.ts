/**
 * A page's detail view (`/admin/<page>/view/<id>`): one record, its own tab first, then a tab per list
 * that belongs to it. A page declares it in lib/pages.ts (`detail`); the engine draws the page shell,
 * rights, providers and tabs, the api counts each tab's rows beside the record (README, "Add a
 * resource"). Pure data: the middleware, the console and the api read it.
 */
/**
 * A list of the record: a declared resource, fixed to the record by one of its filters (`senderId`).
 * Its count is the rows of the resource's table whose column of that name holds the record's id.
 */
export interface DetailTab<R extends string = string> {
  /** In the URL (`?tab=sent`) and the key of its count. */
  key: string;
  label: string;
  resource: R;
  /** The filter the record's id is fixed in: a field of the resource and a column of its table. */
  filter: string;
}

export interface PageDetail<R extends string = string> {
  /** The resource the record is a row of. */
  resource: R;
  /** What one record is called ("Member"): "Member not found". */
  singular: string;
  /** The api read answering the record with its tabs' counts: `GET /api/admin/<resource>/<id>/<read>`. */
  read: string;
  /** The record's own tab, first and open when the URL names none. */
  recordTab: { key: string; label: string };
  tabs: readonly DetailTab<R>[];
}

/** What a detail read answers: the record, with how many rows each tab holds (by tab key). */
export interface DetailRecord {
  id: number;
  counts: Record<string, number>;
}

/** The tab a URL names; anything else is the record's own tab. */
export const detailTabOf = (detail: PageDetail, value: string | null | undefined): string =>
  detail.tabs.find((tab) => tab.key === value)?.key ?? detail.recordTab.key;
