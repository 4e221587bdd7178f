/** The api-side hooks of the resources that need more than their declaration, by resource key. */
import type { ResourceKey } from "@/lib/resources/index";
import type { ResourceHooks } from "../engine/hooks";
import { adminUserHooks } from "./admin-users/hooks";
import { auditLogHooks } from "./audit-log/index";
import { cityHooks } from "./city";
import { couponHooks } from "./coupon";
import { customNotificationHooks } from "./custom-notification";
import { currencyHooks } from "./currency";
import { paymentGatewayHooks } from "./payment-gateway";
import { premiumAccountHooks } from "./premiumaccount";
import { timeDurationHooks } from "./timeduration";
import { faqCategoryHooks, faqHooks } from "./faq";
import { blockRequestHooks } from "./members/block-request";
import { memberHistoryHooks } from "./members/history";
import { memberPackageHooks } from "./members/packages";
import { memberBlockHooks, memberFavouriteHooks } from "./members/pairs";
import { memberProposalHooks } from "./members/proposals";
import { appUserHooks } from "./members/app-user";
import { memberDocumentHooks } from "./members/member-document";
import { customerPackageHooks } from "./packages/index";

export const RESOURCE_HOOKS: Partial<Record<ResourceKey, ResourceHooks>> = {
  coupon: couponHooks,
  customnotification: customNotificationHooks,
  currency: currencyHooks,
  paymentGateway: paymentGatewayHooks,
  premiumaccount: premiumAccountHooks,
  timeduration: timeDurationHooks,
  city: cityHooks,
  faqcategory: faqCategoryHooks,
  faq: faqHooks,
  blockrequest: blockRequestHooks,
  memberproposal: memberProposalHooks,
  memberfavourite: memberFavouriteHooks,
  memberblock: memberBlockHooks,
  memberpackage: memberPackageHooks,
  customerpackage: customerPackageHooks,
  memberhistory: memberHistoryHooks,
  appuser: appUserHooks,
  memberdocument: memberDocumentHooks,
  users: adminUserHooks,
  auditlog: auditLogHooks,
};

export const hooksOf = (key: string): ResourceHooks => RESOURCE_HOOKS[key as ResourceKey] ?? {};
