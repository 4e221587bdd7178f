import { defineResource } from "../engine/define";
import { date, text } from "../engine/fields";
import { dayAfter, FAMILIES, GROOMS, BRIDES, pick } from "./demo-people";

const NOTES: [string, string][] = [
  ["Great matches", "The daily suggestions are very close to what we asked for. My parents love the horoscope details."],
  ["Please add more filters", "It would help to filter by mother tongue and by working city, not only by native place."],
  ["Payment went through twice", "I was charged twice for the Gold package on Sunday. Please refund one of the payments."],
  ["Verification took long", "My documents were verified only after four days. The profile could not be seen until then."],
  ["Fake profile reported", "A profile asked me for money on the second day. I reported it; please check it soon."],
  ["Love the new app", "The new design is clean and fast, and the chat works well even on a slow connection."],
  ["Notifications are too many", "I get a notification for every profile view. Please let me choose which ones I want."],
  ["Found my partner", "We met here and are getting married in December. Thank you to the whole team!"],
  ["Photo rejected without reason", "My photo was rejected twice. Please tell me what is wrong with it."],
  ["Contact details hidden", "Even after accepting a proposal I cannot see the phone number. Is this part of the package?"],
  ["Coupon did not apply", "The DIWALI coupon said it was invalid although the offer page still shows it."],
  ["Helpful support", "Support answered my question about refunds within an hour. Very helpful."],
];

/** Four hundred messages members sent from the app, the same on every run. */
function feedbackSeed() {
  return Array.from({ length: 400 }, (_, n) => {
    const [title, description] = pick(NOTES, n);
    const member = n % 2 ? `${pick(BRIDES, n * 5)} ${pick(FAMILIES, n * 3)}` : `${pick(GROOMS, n * 5)} ${pick(FAMILIES, n * 13)}`;
    return { title, description, member, submittedOn: dayAfter("2025-01-01", Math.floor(n * 1.8)), isActive: n % 23 !== 0 };
  });
}

/**
 * What members tell the service from the app. Staff read it and hide what should not show (the switch);
 * they do not write it, so it has no add or edit.
 */
export const feedback = defineResource({
  key: "feedback",
  table: "feedback",
  singular: "Feedback",
  fields: {
    title: text("Title", 150),
    description: text("Description", 2000, { multiline: true }),
    member: text("Member", 150),
    submittedOn: date("Date"),
  },
  display: "title",
  columns: [
    { field: "title", sortable: true, flex: 1 },
    { field: "member", sortable: true, flex: 1 },
    { field: "submittedOn", sortable: true },
    { field: "description", flex: 2 },
  ],
  card: { title: "title", subtitle: "member", meta: ["submittedOn"], body: "description" },
  search: ["title", "description", "member"],
  defaultSort: { field: "submittedOn", order: "desc" },
  readOnly: true,
  seed: feedbackSeed(),
});
