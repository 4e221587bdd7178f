import { defineResource } from "../engine/define";
import { ref } from "../engine/fields";
import { nameField } from "../engine/names";

const of = (religion: string, community: string, ...names: string[]) =>
  names.map((name) => ({ name, religionId: religion, communityId: community }));

export const subCommunity = defineResource({
  key: "subcommunity",
  table: "sub_communities",
  singular: "Sub community",
  fields: {
    name: nameField(),
    religionId: ref("Religion", "religion"),
    communityId: ref("Community", "community", { dependsOn: { field: "religionId", filter: "religionId" } }),
  },
  display: "name",
  unique: [{ fields: ["name"], scope: ["communityId"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "religionId", sortable: true, flex: 1 },
    { field: "communityId", sortable: true, flex: 1 },
  ],
  filters: [{ field: "religionId" }, { field: "communityId" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  seed: [
    ...of("Hindu", "Brahmin", "Gaur", "Saraswat", "Deshastha", "Kanyakubja", "Chitpavan", "Maithil"),
    ...of("Hindu", "Iyer", "Vadama", "Brahacharanam", "Vathima"),
    ...of("Hindu", "Nair", "Menon", "Pillai", "Kurup", "Nambiar"),
    ...of("Hindu", "Rajput", "Chauhan", "Rathore", "Sisodia", "Parmar"),
    ...of("Hindu", "Agarwal", "Garg", "Goyal", "Mittal", "Bansal"),
    ...of("Muslim", "Sunni", "Hanafi", "Shafi", "Barelvi", "Deobandi"),
    ...of("Muslim", "Shia", "Ithna Ashari", "Bohra", "Khoja"),
    ...of("Christian", "Roman Catholic", "Latin Catholic", "Syro-Malabar", "Syro-Malankara"),
    ...of("Sikh", "Jat Sikh", "Sandhu", "Sidhu", "Gill"),
  ],
});
