"use client";

import { useMemo } from "react";
import DOMPurify from "dompurify";
import Box, { type BoxProps } from "@mui/material/Box";

/**
 * Formatted text from the api, drawn as HTML. The api cleaned it before storing it; it is cleaned
 * again here, because a row may have come from elsewhere (the seed, SQL, an older version).
 */
export function RichText({ html, ...box }: { html: string } & Omit<BoxProps, "children" | "dangerouslySetInnerHTML">) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: ["p", "br", "strong", "em", "u", "s", "ul", "ol", "li", "a", "h3", "h4", "blockquote"],
        ALLOWED_ATTR: ["href", "rel"],
        ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
      }),
    [html],
  );
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
