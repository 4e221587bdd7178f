import { defineResource } from "../engine/define";
import { boolean } from "../engine/fields";
import { nameField } from "../engine/names";

export const documentType = defineResource({
  key: "document-type",
  table: "document_types",
  singular: "Document type",
  fields: { name: nameField(), isRequired: boolean("Required", { help: "Members must upload it to be verified." }) },
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [{ field: "name", sortable: true, flex: 1 }, { field: "isRequired", sortable: true }],
  filters: [{ field: "isRequired" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  seed: [
    { name: "Aadhaar Card", isRequired: true },
    { name: "PAN Card", isRequired: false },
    { name: "Passport", isRequired: false },
    { name: "Voter ID", isRequired: false },
    { name: "Driving Licence", isRequired: false },
  ],
});
