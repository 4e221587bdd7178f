/** The console↔api answer shape (DESIGN.md "The contract"); the browser sees the same. */
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
