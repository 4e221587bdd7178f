import type { StylisPlugin } from "@emotion/cache";

/**
 * Emotion's stylis prefixer is left out of the console's styles cache (components/shell/MuiProviders.tsx):
 * the browsers staff use have long read flexbox, transforms and transitions unprefixed, and the
 * prefixes made a quarter of every page's HTML (docs/performance.md, "Largest paint"). Safari still
 * reads `user-select` only as `-webkit-user-select` (MUI's buttons, chips and sliders set it), so that
 * one declaration is written both ways.
 */
export const userSelectForSafari: StylisPlugin = (element) => {
  if (element.type === "decl" && element.props === "user-select" && !element.return) element.return = `-webkit-${element.value}${element.value}`;
};
