/**
 * FAQs beyond the generic suite: each category's question count, computed by the database; questions
 * moved up and down within their category; a category deleted with its questions, all or nothing.
 */
import type { FastifyInstance } from "fastify";
import { requireResource } from "@/lib/resources/index";
import { ACCOUNTS, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { resourceClient, type ResourceClient, type Row } from "../../test/resources";
import { seedReferenceData } from "../engine/seed";

const seededQuestions = requireResource("faq").seed!;

describeEachDatabase("FAQs", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    admin = resourceClient(app, (await signIn(app, ACCOUNTS.admin)).SessionToken);
  });
  afterAll(async () => {
    await app?.close();
  });

  const category = async (name: string) => (await admin.all(requireResource("faqcategory"))).find((row) => row.name === name)!;
  const questionsOf = async (id: unknown) => (await admin.ok(`faq?categoryId=${id}&pageSize=100`)).recordList.map((row) => row.question);

  it("counts each category's questions, in the list, one row, the sort and the export", async () => {
    for (const row of await admin.all(requireResource("faqcategory"))) {
      expect({ name: row.name, questions: row.questions }).toEqual({ name: row.name, questions: seededQuestions.filter((q) => q.categoryId === row.name).length });
      expect((await admin.ok(`faqcategory/${row.id}`)).recordList[0].questions).toBe(row.questions);
    }
    const privacy = await category("Privacy & Safety");
    await admin.post("faq", { categoryId: privacy.id, question: "Is my horoscope shown to everyone?", answer: "<p>Only to members you choose.</p>" });
    expect((await category("Privacy & Safety")).questions).toBe((privacy.questions as number) + 1);
    const csv = (await admin.get("faqcategory/export?search=privacy")).body;
    expect(csv).toContain(`Privacy & Safety,${(privacy.questions as number) + 1} questions`);
  });

  it("moves a question up and down within its category, and says when it cannot", async () => {
    const account = await category("Account & Support");
    const before = await questionsOf(account.id);
    const [first, second] = (await admin.ok(`faq?categoryId=${account.id}&pageSize=2`)).recordList as Row[];
    const up = await admin.post(`faq/${second.id}/up`, {});
    expect(up.json()).toMatchObject({ status: 200, message: "Question moved up." });
    expect(await questionsOf(account.id)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect((await admin.post(`faq/${second.id}/up`, {})).statusCode).toBe(409);
    expect((await admin.post(`faq/${second.id}/down`, {})).statusCode).toBe(200);
    expect(await questionsOf(account.id)).toEqual(before);
    // Other categories keep their order.
    const other = await category("Matches & Proposals");
    expect(await questionsOf(other.id)).toEqual(seededQuestions.filter((q) => q.categoryId === "Matches & Proposals").map((q) => q.question));
    expect(first.id).not.toBe(second.id);
  });

  it("deletes a category with its questions", async () => {
    const created = (await admin.post("faqcategory", { name: "Events" })).json().recordList[0];
    for (const question of ["When is the next meet-up?", "Can parents come along?"]) {
      expect((await admin.post("faq", { categoryId: created.id, question, answer: "<p>Soon.</p>" })).statusCode).toBe(200);
    }
    const ids = (await admin.ok(`faq?categoryId=${created.id}`)).recordList.map((row) => row.id);
    expect(ids).toHaveLength(2);
    expect((await admin.del(`faqcategory/${created.id}`)).json()).toMatchObject({ status: 200, message: "FAQ category deleted" });
    for (const id of ids) expect((await admin.get(`faq/${id}`)).statusCode).toBe(404);
  });
});
