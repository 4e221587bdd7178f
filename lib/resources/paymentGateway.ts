import { defineResource } from "../engine/define";
import { boolean, secret } from "../engine/fields";
import { nameField } from "../engine/names";

export const paymentGateway = defineResource({
  key: "paymentGateway",
  table: "payment_gateways",
  singular: "Payment gateway",
  fields: {
    name: nameField(),
    useInWallet: boolean("Use In Wallet"),
    useInCheckout: boolean("Use In Checkout"),
    useInAndroid: boolean("Use In Android"),
    useInApple: boolean("Use In Apple"),
    credentials: secret("Credentials", ["Key ID", "Key Secret", "Webhook Secret"], {
      required: false,
      help: "Never shown again once saved: leave a field empty to keep its value.",
    }),
  },
  display: "name",
  unique: [{ fields: ["name"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "useInWallet" },
    { field: "useInCheckout" },
    { field: "useInAndroid" },
    { field: "useInApple" },
    { field: "credentials", flex: 1, optional: true },
  ],
  filters: [{ field: "useInCheckout" }, { field: "useInAndroid" }, { field: "useInApple" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  seed: [
    { name: "Razorpay", useInWallet: true, useInCheckout: true, useInAndroid: true, useInApple: false },
    { name: "Stripe", useInWallet: false, useInCheckout: true, useInAndroid: false, useInApple: false },
    { name: "PayPal", useInWallet: false, useInCheckout: true, useInAndroid: false, useInApple: false },
    { name: "Google Play Billing", useInWallet: false, useInCheckout: false, useInAndroid: true, useInApple: false },
    { name: "Apple In-App Purchase", useInWallet: false, useInCheckout: false, useInAndroid: false, useInApple: true },
    { name: "Manual Payment", useInWallet: false, useInCheckout: true, useInAndroid: false, useInApple: false },
  ],
});
