/** A LIKE pattern's own characters (\, %, _) taken literally: what staff type is searched as typed. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows whose text holds `value` anywhere, as an ILIKE pattern. */
export const containing = (value: string) => `%${escapeLike(value)}%`;
