/**
 * Every declared resource: the registry the engine, the api and the tests read. Which page shows a
 * resource, and so who may call its api, is said by lib/pages.ts (`resources`, and a detail's `tabs`).
 */
import { isResourceDef, type ResourceDef } from "../engine/define";
import { declarationsIn } from "../engine/registry";
import { auditLog } from "./audit-log";
import { community } from "./community";
import { coupon } from "./coupon";
import { currency } from "./currency";
import { diet } from "./diet";
import { documentType } from "./document-type";
import { education } from "./education";
import { faq } from "./faq";
import { feedback } from "./feedback";
import { faqCategory } from "./faq-category";
import { employment } from "./employment";
import { height } from "./height";
import { income } from "./income";
import { maritalStatus } from "./maritalstatus";
import { blockRequest } from "./members/block-request";
import { adminUser } from "./admin-users/admin-user";
import { appUser } from "./members/app-user";
import * as memberLists from "./members/member-tabs";
import { occupation } from "./occupation";
import { paymentGateway } from "./paymentGateway";
import { customerPackage } from "./packages/customer-package";
import { premiumAccount } from "./premiumaccount";
import { premiumFacility } from "./premiumfacility";
import { profileFor } from "./profile-for";
import { city, country, district, state } from "./region";
import { religion } from "./religion";
import { subCommunity } from "./subcommunity";
import { successStory } from "./success-story";
import { customNotification } from "./custom-notification";
import { timeDuration } from "./timeduration";
import { weight } from "./weight";
import { registerDeclarations } from "../access";

export const RESOURCES = [
  premiumAccount,
  customerPackage,
  coupon,
  premiumFacility,
  timeDuration,
  documentType,
  religion,
  community,
  subCommunity,
  maritalStatus,
  employment,
  occupation,
  education,
  diet,
  height,
  income,
  currency,
  paymentGateway,
  profileFor,
  weight,
  faqCategory,
  faq,
  successStory,
  customNotification,
  feedback,
  country,
  state,
  district,
  city,
  // Members (App Users, Block Users): tables of their own, written by the app.
  appUser,
  // The member view's lists (its tabs in lib/pages.ts, and the Verify Doc dialog's documents): every
  // declaration of the module, so a new tab is declared once.
  ...declarationsIn(memberLists, isResourceDef),
  blockRequest,
  // Admin Users: administrators, kept in admin_users beside their sign-ins and rights.
  adminUser,
  // Audit Log: the audit_log table, written by every action, read here and never changed.
  auditLog,
] as const satisfies readonly ResourceDef[];

// Who may read a resource's options follows from the fields that choose from it (lib/access.ts).
registerDeclarations(RESOURCES);

export type ResourceKey = (typeof RESOURCES)[number]["key"];

const byKey = new Map<string, ResourceDef>(RESOURCES.map((resource) => [resource.key, resource]));

export function resourceByKey(key: string): ResourceDef | undefined {
  return byKey.get(key);
}

export function requireResource(key: string): ResourceDef {
  const resource = byKey.get(key);
  if (!resource) throw new Error(`No resource is declared with the key "${key}"`);
  return resource;
}
