import { MESSAGES } from "@/lib/messages";
import { asc, eq, sql } from "drizzle-orm";
import { faq } from "@/lib/resources/faq";
import type { RowOf } from "@/lib/engine/row";
import { defineHooks, type ResourceHooks } from "../engine/hooks";
import { qualified, tablesOf } from "../engine/tables";
import type { Db } from "../db/client";
import { HttpError } from "../http/envelope";

/** How many questions each category holds, counted beside its row. */
export const faqCategoryHooks: ResourceHooks = {
  listColumns: (main) => {
    const faqs = tablesOf("faq").main;
    // Spelled out with their tables: Drizzle may write a lone column name, which inside the
    // subquery would name the question's own id.
    return { questions: sql<number>`(select count(*) from ${faqs} where ${qualified(faqs.categoryId)} = ${qualified(main.id)})::int` };
  },
};

/**
 * Moves a question one place within its category. The category's questions are numbered again from 1
 * in their shown order (new ones have no number yet and come last), with the two swapped; the rows are
 * locked first, so two moves at once happen one after the other.
 */
async function move(db: Db, row: RowOf<typeof faq>, step: -1 | 1): Promise<string> {
  const { main } = tablesOf("faq");
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: main.id })
      .from(main)
      .where(eq(main.categoryId, row.categoryId))
      .orderBy(sql`${main.position} asc nulls last`, asc(main.id))
      .for("update");
    const ids = rows.map((r) => r.id as number);
    const from = ids.indexOf(row.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) throw new HttpError(409, step < 0 ? MESSAGES.faqAlreadyFirst : MESSAGES.faqAlreadyLast);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    await tx.execute(sql`update ${main} set position = o.n from unnest(array[${list}]::int[]) with ordinality as o(id, n) where ${main.id} = o.id`);
  });
  return step < 0 ? "Question moved up." : "Question moved down.";
}

export const faqHooks = defineHooks(faq, {
  actions: {
    up: ({ db, row }) => move(db, row, -1),
    down: ({ db, row }) => move(db, row, 1),
  },
});
