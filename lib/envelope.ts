import type { Undo } from "./undo";

/**
 * The console↔api answer shape: every answer of the api, and of the console to the browser, is this envelope.
 * `status` repeats the HTTP status, as the original clients read the body.
 */
export interface Envelope<T = unknown> {
  status: number;
  message?: string;
  recordList: T[];
  totalRecords?: number;
  /** A list that stopped counting: `totalRecords` rows were counted and more match (the audit log). */
  totalCapped?: boolean;
  errors?: Record<string, string>;
  /** A change that can be undone for a short while: what undoes it (lib/undo.ts). */
  undo?: Undo;
}

export const envelope = <T>(status: number, recordList: T[] = [], message?: string): Envelope<T> => ({
  status,
  ...(message ? { message } : {}),
  recordList,
});
