/** Customer Packages on the api: its rows (customer-packages.ts) and "Active Package" (activation.ts). */
import type { ResourceHooks } from "../../engine/hooks";
import { purchaseHooks } from "./activation";
import { customerPackageSource } from "./customer-packages";

export const customerPackageHooks: ResourceHooks = { ...purchaseHooks, source: customerPackageSource };
