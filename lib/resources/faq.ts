import { defineResource } from "../engine/define";
import { number, ref, richText, text } from "../engine/fields";

const html = (text: string) => `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`;

const IN = (category: string, pairs: [string, string][]) =>
  pairs.map(([question, answer], index) => ({ categoryId: category, question, answer: html(answer), position: index + 1 }));

/** A question and its answer, shown in the app under its category, in the order staff give them. */
export const faq = defineResource({
  key: "faq",
  table: "faqs",
  singular: "Question",
  fields: {
    categoryId: ref("Category", "faqcategory"),
    question: text("Question", 300),
    answer: richText("Answer", { max: 20_000 }),
    // Set by Move up / Move down; empty for a new question, which comes last.
    position: { ...number("Order", { min: 1, max: 100_000, scale: 0 }), required: false, readOnly: true },
  },
  display: "question",
  unique: [{ fields: ["question"], scope: ["categoryId"] }],
  columns: [
    { field: "question", sortable: true, flex: 2 },
    { field: "categoryId", sortable: true, flex: 1 },
    { field: "position", sortable: true },
  ],
  card: { title: "question", body: "answer" },
  filters: [{ field: "categoryId" }],
  search: ["question"],
  defaultSort: { field: "position", order: "asc" },
  actions: [
    { key: "up", label: "Move up", icon: "up" },
    { key: "down", label: "Move down", icon: "down" },
  ],
  deletable: true,
  seed: [
    ...IN("Registration & Profile", [
      ["How do I register?", "Download the app, sign up with your mobile number or email, and fill in your basic details. Your profile goes live once it is verified."],
      ["Who can create a profile?", "You can create a profile for yourself, or for your son, daughter, brother, sister, relative or friend: choose whom it is for when you register."],
      ["Why should I upload documents?", "A verified identity document earns your profile the verified mark, which members trust more. Documents are seen only by our staff."],
      ["How long does profile verification take?", "Most profiles are checked within 24 hours. You will get a notification when yours is approved."],
      ["Can I edit my profile after registering?", "Yes. Open My Profile and edit any section at any time; a new profile photo is checked before others see it."],
      ["Why was my photo rejected?", "Photos must show your face clearly and must not contain contact details, group pictures or inappropriate content. Upload another photo that meets these rules."],
    ]),
    ...IN("Matches & Proposals", [
      ["How are matches suggested?", "Matches follow your partner preferences: age, height, religion, community, location, education and more. Update your preferences to see different matches."],
      ["How do I send a proposal?", "Open a profile you like and tap Send Proposal. The member is notified and can accept or decline."],
      ["How many proposals can I send?", "Free members can send a limited number of proposals each day; premium members can send more, as their package describes."],
      ["Can I cancel a proposal I sent?", "Yes, as long as it has not been accepted. Open Sent Proposals and tap Cancel."],
      ["What happens when a proposal is accepted?", "Both of you can see each other's contact details and chat in the app, depending on your packages."],
      ["How do I shortlist a profile?", "Tap the heart on a profile to add it to your favourites, and find it later under Favourites."],
    ]),
    ...IN("Premium Packages & Payments", [
      ["What do premium packages offer?", "Premium packages let you view contact details, send more proposals, chat, and stand out in search results. Each package lists its facilities."],
      ["Which payment methods can I use?", "UPI, debit and credit cards, net banking and wallets through our payment partners, and in-app purchases on Android and iOS."],
      ["How do I apply a coupon?", "Enter the coupon code on the checkout screen before paying. The discount is shown before you confirm."],
      ["My payment failed but money was deducted. What now?", "Failed payments are usually refunded by your bank within 5–7 working days. If your package is not active after 24 hours, contact support with the payment reference."],
      ["Can I upgrade my package?", "Yes. Buy a higher package at any time: it becomes your active package, and the remaining days of the old one are kept after it."],
      ["Is my package renewed automatically?", "No. Packages end on their end date; we remind you before that so you can renew."],
    ]),
    ...IN("Privacy & Safety", [
      ["Who can see my contact details?", "Only members whose proposal you have accepted, and only when their package allows it."],
      ["Can I hide my profile?", "Yes. Open Settings and choose Hide Profile; you can show it again at any time."],
      ["How do I block a member?", "Open the member's profile, tap the menu and choose Block. They can no longer see your profile or contact you."],
      ["How do I report a fake or abusive profile?", "Open the profile, tap Report and give a reason. Our team reviews every report and may block the member."],
      ["Do you share my data with others?", "No. Your details are used only to run the service and are never sold. Read our privacy policy in the app for details."],
      ["What safety tips should I follow?", "Meet in public places, tell your family, never send money to someone you have not met, and report anyone who asks for it."],
    ]),
    ...IN("Account & Support", [
      ["How do I change my password?", "Open Settings, choose Change Password, and enter your current and new password."],
      ["I forgot my password. What do I do?", "Tap Forgot Password on the sign-in screen and follow the link we send to your email or phone."],
      ["How do I delete my account?", "Open Settings and choose Delete Account. This removes your profile for good and cannot be undone."],
      ["How do I share my success story?", "We love hearing them! Open Settings, choose Success Story, and tell us how you met, with a photo if you like."],
      ["How can I contact customer support?", "Write to us from Help & Support in the app, or send feedback from Settings. We answer within one working day."],
      ["Why am I not receiving notifications?", "Check that notifications are allowed for the app in your phone's settings and that you are signed in."],
    ]),
  ],
});
