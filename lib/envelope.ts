/**
 * The console↔api answer shape (DESIGN.md "The contract"); the browser sees the same.
 * `status` repeats the HTTP status, as the original clients read the body.
 */
export interface Envelope<T = unknown> {
  status: number;
  message?: string;
  recordList: T[];
  totalRecords?: number;
  errors?: Record<string, string>;
}

export const envelope = <T>(status: number, recordList: T[] = [], message?: string): Envelope<T> => ({
  status,
  ...(message ? { message } : {}),
  recordList,
});
