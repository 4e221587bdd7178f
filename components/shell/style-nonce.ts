import { createContext, useContext } from "react";

/**
 * The nonce the page's CSP lets styles in with (docs/security-headers.md). On the server, the one
 * middleware.ts made for this request. In the browser, the one of the document: a page reached by a
 * client-side navigation was rendered for a later request with another nonce, which this document's
 * CSP does not know. Next writes the nonce on its own scripts; the browser hides the attribute's value
 * but keeps the `nonce` property.
 */
export function styleNonce(fromServer: string | undefined): string | undefined {
  if (typeof document === "undefined") return fromServer;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || fromServer;
}

/** The nonce for components that write their own `<style>` tags (TipTap's editor): given by MuiProviders. */
export const StyleNonceContext = createContext<string | undefined>(undefined);
export const useStyleNonce = () => useContext(StyleNonceContext);
