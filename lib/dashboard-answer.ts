/**
 * What `GET /api/admin/dashboard?from=&to=` answers (the envelope's one record): the range as the api
 * read it, then each part the administrator may see; a part they may not see is absent, not empty.
 */
import type { DashboardPart } from "./dashboard-parts";
import type { Bucket } from "./dashboard-range";

/** A figure and the same figure over the period before (yesterday for a day's). */
export interface Compared {
  value: number;
  previous: number;
}

export interface DashboardMember {
  id: number;
  name: string;
  memberCode: string;
  gender: string;
  /** The day they registered, in the service's time zone. */
  registeredOn: string;
}

export interface DashboardBlockRequest {
  id: number;
  reporterId: number;
  reporter: string;
  reportedId: number;
  reported: string;
  reason: string;
  /** The day it was made, in the service's time zone. */
  createdOn: string;
}

export interface DashboardAnswer {
  from: string;
  to: string;
  /** The period before, of equal length, that the cards compare with. */
  previousFrom: string;
  previousTo: string;
  /** The service's today: the day of the day cards. */
  today: string;
  bucket: Bucket;
  /** The charts' buckets, each named by its first day, every one of the range even when empty. */
  buckets: string[];
  parts: DashboardPart[];
  members?: {
    today: Compared;
    inRange: Compared;
    /** New members per bucket, in the order of `buckets`. */
    byBucket: number[];
    /** The ten newest members registered in the range, newest first. */
    newest: DashboardMember[];
  };
  proposals?: {
    sentToday: Compared;
    sentInRange: Compared;
    /** Per bucket, in the order of `buckets`: sent on their day, accepted and rejected on the day answered. */
    sent: number[];
    accepted: number[];
    rejected: number[];
  };
  revenue?: {
    /** The default currency's symbol, as Customer Packages shows amounts. */
    currencySymbol: string;
    inRange: Compared;
    /** Paid purchases of the range by package, the largest first; packages without any are left out. */
    byPackage: { packageId: number; name: string; amount: number }[];
  };
  blockRequests?: {
    /** Requests made in the range (and in the period before) that are still pending. */
    pending: Compared;
    /** Every request pending today, whenever made. */
    pendingInAll: number;
    /** The ten newest of the range's pending requests. */
    newest: DashboardBlockRequest[];
  };
}
