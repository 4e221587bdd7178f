/**
 * The console↔api answer shape: every answer of the api, and of the console to the browser, is this envelope.
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
