import { defineResource, type ResourceAction } from "../engine/define";
import { date, image, oneOf, ref, text } from "../engine/fields";
import { nameField } from "../engine/names";
import { CONSOLE_MESSAGES } from "../console-messages";
import { serviceMoment } from "../time-zone";

/**
 * Who a send reaches, each left empty for everyone (docs/push.md): the console asks in the Send dialog,
 * the api checks the same rules and counts the audience before it sends.
 */
export const AUDIENCE_FIELDS = {
  gender: oneOf("Gender", ["Male", "Female"], { required: false }),
  religionId: ref("Religion", "religion", { required: false }),
  stateId: ref("State", "state", { required: false }),
  premium: oneOf("Premium", ["Premium", "Not premium"], { required: false }),
  registeredFrom: date("Registered from", { required: false }),
  registeredTo: date("Registered to", { required: false }),
};

/** Sending is a change made on the page: Edit on Custom Notification. */
const SEND: ResourceAction = {
  key: "send",
  label: "Send",
  icon: "send",
  rights: ["edit"],
  // The dialog counts the audience first and sends on a second click (docs/push.md).
  preview: "audience",
  fields: AUDIENCE_FIELDS,
};

const RESEND: ResourceAction = {
  key: "resend",
  label: "Resend",
  icon: "send",
  rights: ["edit"],
  confirm: "Send this notification again, to the audience of its last send?",
};

const sending = (row: Record<string, unknown>) => row.lastStatus !== undefined && row.lastStatus !== null && row.lastStatus !== "done";

/** A push notification staff write and send to members (docs/push.md); its sends are counted from push_sends. */
export const customNotification = defineResource({
  key: "customnotification",
  table: "custom_notifications",
  singular: "Notification",
  fields: {
    name: nameField("Name", { help: "For staff only: how the notification is found in this list." }),
    title: text("Title", 100),
    description: text("Description", 500, { multiline: true }),
    image: image("Image", { required: false }),
  },
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    // The title waits in the Columns menu: with the counts and four row buttons it would push them past 1280 px.
    { field: "title", flex: 1, optional: true },
    { field: "sendCount" },
    { field: "lastSentAt" },
    { field: "results", flex: 1.5 },
  ],
  // Computed in SQL from the notification's sends (backend/src/resources/custom-notification.ts).
  computed: {
    sendCount: { header: "Send count", value: (row) => String(row.sendCount ?? 0) },
    lastSentAt: { header: "Last sent", value: (row) => (row.lastSentAt ? serviceMoment(String(row.lastSentAt)) : "—") },
    results: {
      header: "Results",
      value: (row) =>
        row.lastTotal === null || row.lastTotal === undefined
          ? "—"
          : `${Number(row.lastSent)} sent · ${Number(row.lastFailed)} failed · ${Math.max(0, Number(row.lastTotal) - Number(row.lastSent) - Number(row.lastFailed))} remaining${sending(row) ? " (sending)" : ""}`,
    },
  },
  // A send in progress: its figures are read again until it is done (docs/push.md).
  liveWhile: sending,
  search: ["name", "title"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  actions: [SEND, RESEND],
  saveAnd: { action: "send", label: "Save And Send" },
  // The audience's size before sending (a POST: the filter is a body).
  endpoints: [{ path: "audience", method: "POST", rights: ["read"] }],
  // Without a service account nothing can be sent: the buttons say why (pushOn comes from the api).
  locks: (row) => (row.pushOn === false ? { send: { status: 409, message: CONSOLE_MESSAGES.pushOff }, resend: { status: 409, message: CONSOLE_MESSAGES.pushOff } } : {}),
  seed: [
    { name: "Welcome", title: "Welcome to the family", description: "Complete your profile to get better matches." },
    { name: "Diwali offer", title: "Happy Diwali!", description: "20% off every Gold package until Sunday." },
    { name: "Profile reminder", title: "Your profile is waiting", description: "Members with a photo get five times more proposals." },
  ],
});
