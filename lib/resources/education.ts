import { defineResource } from "../engine/define";
import { oneOf } from "../engine/fields";
import { nameField } from "../engine/names";

export const EDUCATION_TYPES = ["Doctorate", "Post Graduate", "Graduate", "Diploma", "Professional", "Higher Secondary", "Other"] as const;

const of = (educationType: (typeof EDUCATION_TYPES)[number], ...names: string[]) => names.map((name) => ({ name, educationType }));

export const education = defineResource({
  key: "education",
  table: "educations",
  singular: "Education",
  fields: { name: nameField(), educationType: oneOf("Education Type", EDUCATION_TYPES) },
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [{ field: "name", sortable: true, flex: 1 }, { field: "educationType", sortable: true, flex: 1 }],
  filters: [{ field: "educationType" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  seed: [
    ...of("Doctorate", "PhD", "MD / MS (Medicine)", "DM / MCh"),
    ...of("Post Graduate", "M.Tech / M.E.", "MBA / PGDM", "M.Sc", "M.Com", "MA", "MCA", "LLM", "M.Pharm"),
    ...of("Graduate", "B.Tech / B.E.", "MBBS", "B.Sc", "B.Com", "BA", "BBA", "BCA", "LLB", "B.Arch", "BDS", "B.Pharm", "B.Ed"),
    ...of("Professional", "CA", "CS", "ICWA / CMA"),
    ...of("Diploma", "Diploma / Polytechnic", "ITI"),
    ...of("Higher Secondary", "Higher Secondary (12th)", "Secondary (10th)"),
  ],
});
