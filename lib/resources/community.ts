import { defineResource } from "../engine/define";
import { ref } from "../engine/fields";
import { nameField } from "../engine/names";

const of = (religion: string, ...names: string[]) => names.map((name) => ({ name, religionId: religion }));

export const community = defineResource({
  key: "community",
  table: "communities",
  singular: "Community",
  fields: { name: nameField(), religionId: ref("Religion", "religion") },
  display: "name",
  unique: [{ fields: ["name"], scope: ["religionId"] }],
  columns: [{ field: "name", sortable: true, flex: 1 }, { field: "religionId", sortable: true, flex: 1 }],
  filters: [{ field: "religionId" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  referencedBy: [{ resource: "subcommunity", field: "communityId", label: "sub communities" }],
  deletable: true,
  seed: [
    ...of("Hindu", "Brahmin", "Kshatriya", "Rajput", "Maratha", "Agarwal", "Kayastha", "Jat", "Yadav", "Reddy", "Nair", "Iyer", "Iyengar", "Patel", "Ezhava", "Gupta", "Lingayat", "Vokkaliga", "Kamma", "Naidu", "Khatri", "Arora"),
    ...of("Muslim", "Sunni", "Shia", "Ansari", "Qureshi", "Pathan", "Syed", "Memon"),
    ...of("Christian", "Roman Catholic", "Protestant", "Syrian Christian", "Orthodox", "Pentecostal"),
    ...of("Sikh", "Jat Sikh", "Khatri Sikh", "Ramgarhia", "Arora Sikh", "Saini"),
    ...of("Jain", "Digambar", "Shwetambar", "Oswal", "Porwal"),
    ...of("Buddhist", "Mahayana", "Theravada", "Navayana"),
  ],
});
