import { defineResource } from "../engine/define";
import { oneOf } from "../engine/fields";
import { nameField } from "../engine/names";

export const profileFor = defineResource({
  key: "profile-for",
  table: "profile_for",
  singular: "Profile for",
  fields: { name: nameField(), gender: oneOf("Gender", ["Male", "Female", "Any"], { display: "radio" }) },
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [{ field: "name", sortable: true, flex: 1 }, { field: "gender", sortable: true }],
  filters: [{ field: "gender" }],
  search: ["name"],
  defaultSort: { field: "id", order: "asc" },
  deletable: true,
  seed: [
    { name: "Self", gender: "Any" },
    { name: "Son", gender: "Male" },
    { name: "Daughter", gender: "Female" },
    { name: "Brother", gender: "Male" },
    { name: "Sister", gender: "Female" },
    { name: "Friend", gender: "Any" },
    { name: "Relative", gender: "Any" },
  ],
});
