import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberDocuments, members } from "../../db/schema";
import { qualified } from "../../engine/tables";

/**
 * A member's document status follows their documents, in the transaction that changed them: none
 * uploaded, some waiting, or all verified (docs/members.md, "Documents and photos").
 */
export async function settleDocumentStatus(db: Db, memberId: number): Promise<void> {
  const own = sql`${qualified(memberDocuments.memberId)} = ${memberId}`;
  await db
    .update(members)
    .set({
      documentStatus: sql`case
        when not exists (select 1 from ${memberDocuments} where ${own}) then 'none'
        when exists (select 1 from ${memberDocuments} where ${own} and not ${qualified(memberDocuments.isVerified)}) then 'pending'
        else 'verified' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(members.id, memberId));
}
