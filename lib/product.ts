/** The name on the sign-in card, in every browser tab and in every mail. */
export const PRODUCT_NAME = "Matrimony Admin";
