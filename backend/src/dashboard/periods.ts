/** The days every part of the dashboard counts over, worked out once from the checked range. */
import { bucketOf, bucketsOf, previousPeriod, shiftDay, type Bucket, type DayRange } from "../../../lib/dashboard-range";

export interface DashboardPeriods {
  range: DayRange;
  previous: DayRange;
  today: string;
  yesterday: string;
  bucket: Bucket;
  buckets: string[];
}

export function periodsOf(range: DayRange, today: string): DashboardPeriods {
  const bucket = bucketOf(range);
  return { range, previous: previousPeriod(range), today, yesterday: shiftDay(today, -1), bucket, buckets: bucketsOf(range, bucket) };
}

/** Counts by bucket as the charts draw them: one per bucket of `buckets`, 0 where none was counted. */
export function perBucket(buckets: readonly string[], counts: Iterable<readonly [string, number]>): number[] {
  const byBucket = new Map<string, number>();
  for (const [bucket, count] of counts) byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + count);
  return buckets.map((bucket) => byBucket.get(bucket) ?? 0);
}
