import { defineResource } from "../engine/define";
import { date, image, oneOf, text } from "../engine/fields";
import { nameField } from "../engine/names";
import { BRIDES, CITIES, dayAfter, FAMILIES, GROOMS, pick } from "./demo-people";

export const STORY_STAGES = ["Engaged", "Married"] as const;

const HOW = [
  "Our parents shortlisted each other's profiles and we spoke on the phone for the first time the same evening.",
  "I sent a proposal after reading the About Me section three times. She accepted a week later!",
  "We matched on our shared love of trekking and old Hindi songs, and met over filter coffee.",
  "Both families were looking in the same city. The first meeting lasted four hours instead of one.",
  "A premium match suggestion brought us together; we realised our grandparents were from the same village.",
  "We chatted for two months before meeting, and knew at that first lunch that this was it.",
];
const AFTER = [
  "Thank you for helping us find each other.",
  "We are grateful to the team and recommend the service to all our friends.",
  "Our families are thrilled, and so are we.",
  "The verified profiles gave our parents the confidence to go ahead.",
];

/** Three hundred couples over five years, the same on every run. */
function storySeed() {
  return Array.from({ length: 300 }, (_, n) => {
    // Each groom's first and family name together appear once: every couple differs.
    const groom = `${pick(GROOMS, n)} ${pick(FAMILIES, Math.floor(n / GROOMS.length) + n)}`;
    const bride = `${pick(BRIDES, n * 3 + 1)} ${pick(FAMILIES, n * 11 + 5)}`;
    const married = n % 3 !== 0;
    return {
      couple: `${groom} & ${bride}`,
      stage: married ? "Married" : "Engaged",
      eventDate: dayAfter("2021-01-10", n * 6),
      story: `${pick(HOW, n)} ${married ? "We were married" : "We got engaged"} in ${pick(CITIES, n * 5 + 2)}. ${pick(AFTER, n)}`,
      isActive: n % 17 !== 0,
    };
  });
}

/** Couples who met through the service, shown in the app to encourage members. */
export const successStory = defineResource({
  key: "successstory",
  table: "success_stories",
  singular: "Success story",
  fields: {
    couple: nameField("Couple", { max: 150, help: "The two names, as they would like them shown: Rahul Sharma & Priya Iyer" }),
    // Not `status`: that name is the list's active/inactive filter.
    stage: oneOf("Status", STORY_STAGES, { display: "radio" }),
    eventDate: date("Engagement or wedding date"),
    photo: image("Photo", { required: false }),
    story: text("Story", 2000, { multiline: true }),
  },
  display: "couple",
  unique: [{ fields: ["couple"] }],
  columns: [
    { field: "couple", sortable: true, flex: 1.5 },
    { field: "stage", sortable: true },
    { field: "eventDate", sortable: true },
    { field: "story", flex: 2 },
  ],
  card: { title: "couple", image: "photo", meta: ["stage", "eventDate"], body: "story" },
  filters: [{ field: "stage", label: "Engaged or Married" }],
  search: ["couple", "story"],
  defaultSort: { field: "eventDate", order: "desc" },
  deletable: true,
  seed: storySeed(),
});
