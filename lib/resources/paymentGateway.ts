import { defineResource } from "../engine/define";
import { boolean, oneOf, refList, required, richText, secret } from "../engine/fields";
import { nameField } from "../engine/names";

export const MANUAL_PAYMENT = "Manual Payment";

/**
 * The credentials each provider needs, by provider (docs/catalogue.md, "Payment gateways"). Every one
 * is sealed at rest and never read back; Manual Payment has none, only its description for members.
 */
export const PROVIDER_KEYS = {
  Razorpay: ["Key ID", "Key Secret"],
  Stripe: ["Publishable Key", "Secret Key"],
  PayPal: ["Client ID", "Client Secret"],
  "Google Play Billing": ["Service Account Key"],
  "Apple In-App Purchase": ["Shared Secret"],
  [MANUAL_PAYMENT]: [],
} as const satisfies Record<string, readonly string[]>;

const ALL_CURRENCIES = ["Indian Rupee", "US Dollar", "UAE Dirham", "British Pound", "Euro"];

export const paymentGateway = defineResource({
  key: "paymentGateway",
  table: "payment_gateways",
  singular: "Payment gateway",
  fields: {
    name: nameField(),
    provider: oneOf("Provider", Object.keys(PROVIDER_KEYS), { help: "Decides which credentials the gateway has." }),
    currencies: refList("Currencies", "currency", {
      help: "Those it takes payments in. An active gateway must support the default currency; one added without it starts switched off.",
    }),
    useInWallet: boolean("Use In Wallet"),
    useInCheckout: boolean("Use In Checkout"),
    useInAndroid: boolean("Use In Android"),
    useInApple: boolean("Use In Apple"),
    credentials: secret("Credentials", { by: "provider", of: PROVIDER_KEYS }, {
      required: false,
      help: "Never shown again once saved: leave a field empty to keep its value.",
    }),
    // Not a secret: what members read about paying by hand (bank details, where to send the receipt).
    description: richText("Description", { required: false, shownWhen: { field: "provider", is: [MANUAL_PAYMENT] }, help: "Shown to members who choose to pay by hand." }),
  },
  checks: [({ provider, description }) => (provider === MANUAL_PAYMENT && !description ? { field: "description", message: required("Description") } : undefined)],
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "provider", sortable: true, optional: true },
    { field: "currencies", flex: 1, optional: true },
    { field: "useInWallet" },
    { field: "useInCheckout" },
    { field: "useInAndroid" },
    { field: "useInApple" },
    { field: "credentials", flex: 1, optional: true },
  ],
  filters: [{ field: "provider" }, { field: "useInCheckout" }, { field: "useInAndroid" }, { field: "useInApple" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  seed: [
    { name: "Razorpay", provider: "Razorpay", currencies: ALL_CURRENCIES, useInWallet: true, useInCheckout: true, useInAndroid: true, useInApple: false },
    { name: "Stripe", provider: "Stripe", currencies: ALL_CURRENCIES, useInWallet: false, useInCheckout: true, useInAndroid: false, useInApple: false },
    // PayPal takes no Indian Rupee here: without the default currency it stays switched off.
    { name: "PayPal", provider: "PayPal", currencies: ["US Dollar", "UAE Dirham", "British Pound", "Euro"], isActive: false, useInWallet: false, useInCheckout: true, useInAndroid: false, useInApple: false },
    { name: "Google Play Billing", provider: "Google Play Billing", currencies: ALL_CURRENCIES, useInWallet: false, useInCheckout: false, useInAndroid: true, useInApple: false },
    { name: "Apple In-App Purchase", provider: "Apple In-App Purchase", currencies: ALL_CURRENCIES, useInWallet: false, useInCheckout: false, useInAndroid: false, useInApple: true },
    {
      name: MANUAL_PAYMENT,
      provider: MANUAL_PAYMENT,
      currencies: ["Indian Rupee", "US Dollar"],
      description: "<p>Pay by bank transfer to <strong>Matrimony Services Pvt Ltd</strong>, then send the receipt to payments@example.com with your member id.</p>",
      useInWallet: false,
      useInCheckout: true,
      useInAndroid: false,
      useInApple: false,
    },
  ],
});
