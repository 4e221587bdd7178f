/**
 * Each declaration by its key, loaded on its own: what the browser uses (components/engine/resources.ts)
 * so that a page downloads the declarations it shows and those they refer to, not all of them (and
 * none of the seed data of the others). The api and the console's server use the whole registry
 * (./index.ts); lib/resources/loaders.test.ts holds the two equal.
 *
 * Written by scripts/resource-loaders.ts (`npm run db:generate`): do not edit by hand.
 */
import type { ResourceDef } from "../engine/define";

export const RESOURCE_LOADERS: Record<string, () => Promise<ResourceDef>> = {
  appuser: () => import("./members/app-user").then((m) => m.appUser),
  auditlog: () => import("./audit-log").then((m) => m.auditLog),
  blockrequest: () => import("./members/block-request").then((m) => m.blockRequest),
  city: () => import("./region").then((m) => m.city),
  community: () => import("./community").then((m) => m.community),
  country: () => import("./region").then((m) => m.country),
  coupon: () => import("./coupon").then((m) => m.coupon),
  currency: () => import("./currency").then((m) => m.currency),
  customerpackage: () => import("./packages/customer-package").then((m) => m.customerPackage),
  customnotification: () => import("./custom-notification").then((m) => m.customNotification),
  diet: () => import("./diet").then((m) => m.diet),
  district: () => import("./region").then((m) => m.district),
  "document-type": () => import("./document-type").then((m) => m.documentType),
  education: () => import("./education").then((m) => m.education),
  employment: () => import("./employment").then((m) => m.employment),
  faq: () => import("./faq").then((m) => m.faq),
  faqcategory: () => import("./faq-category").then((m) => m.faqCategory),
  feedback: () => import("./feedback").then((m) => m.feedback),
  height: () => import("./height").then((m) => m.height),
  income: () => import("./income").then((m) => m.income),
  maritalstatus: () => import("./maritalstatus").then((m) => m.maritalStatus),
  memberblock: () => import("./members/member-tabs").then((m) => m.memberBlock),
  memberdocument: () => import("./members/member-tabs").then((m) => m.memberDocument),
  memberfavourite: () => import("./members/member-tabs").then((m) => m.memberFavourite),
  memberhistory: () => import("./members/member-tabs").then((m) => m.memberHistory),
  memberpackage: () => import("./members/member-tabs").then((m) => m.memberPackage),
  memberproposal: () => import("./members/member-tabs").then((m) => m.memberProposal),
  occupation: () => import("./occupation").then((m) => m.occupation),
  paymentGateway: () => import("./paymentGateway").then((m) => m.paymentGateway),
  premiumaccount: () => import("./premiumaccount").then((m) => m.premiumAccount),
  premiumfacility: () => import("./premiumfacility").then((m) => m.premiumFacility),
  "profile-for": () => import("./profile-for").then((m) => m.profileFor),
  religion: () => import("./religion").then((m) => m.religion),
  state: () => import("./region").then((m) => m.state),
  subcommunity: () => import("./subcommunity").then((m) => m.subCommunity),
  successstory: () => import("./success-story").then((m) => m.successStory),
  timeduration: () => import("./timeduration").then((m) => m.timeDuration),
  users: () => import("./admin-users/admin-user").then((m) => m.adminUser),
  weight: () => import("./weight").then((m) => m.weight),
};
