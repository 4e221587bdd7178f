import { defineResource } from "../engine/define";
import { image } from "../engine/fields";
import { named, nameField } from "../engine/names";

export const occupation = defineResource({
  key: "occupation",
  table: "occupations",
  singular: "Occupation",
  fields: { name: nameField(), image: image("Image", { required: false }) },
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [{ field: "image", header: "Image" }, { field: "name", sortable: true, flex: 1 }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  seed: named(
    "Software Professional", "Doctor", "Engineer", "Teacher", "Professor / Lecturer", "Chartered Accountant", "Lawyer",
    "Civil Services (IAS/IPS/IFS)", "Banking Professional", "Business Owner", "Nurse", "Architect", "Scientist",
    "Pharmacist", "Defence Services", "Government Employee", "Marketing Professional", "Designer", "Consultant", "Not Working",
  ),
});
