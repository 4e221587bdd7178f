import { defineResource } from "../engine/define";
import { nameField, named } from "../engine/names";

/** The headings FAQs are grouped under in the app; each holds its questions (lib/resources/faq.ts). */
export const faqCategory = defineResource({
  key: "faqcategory",
  table: "faq_categories",
  singular: "FAQ category",
  fields: { name: nameField("Category") },
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "questions", sortable: true },
  ],
  // Counted in SQL by the category's api hook (backend/src/resources/faq.ts).
  computed: { questions: { header: "Questions", value: (row) => `${Number(row.questions ?? 0)} question${Number(row.questions) === 1 ? "" : "s"}` } },
  card: { title: "name", meta: ["questions"] },
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  referencedBy: [{ resource: "faq", field: "categoryId", label: "questions", cascade: true }],
  deletable: true,
  seed: named("Registration & Profile", "Matches & Proposals", "Premium Packages & Payments", "Privacy & Safety", "Account & Support"),
});
