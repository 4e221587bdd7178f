"use client";

import dynamic from "next/dynamic";
import { Hint } from "@/components/engine/Hint";
import { excerpt, type RichTextField } from "@/lib/engine/fields";
import type { CellProps } from "./types";

// The formatted text and its cleaner (DOMPurify) load only on a list that has rich text.
const RichText = dynamic(() => import("../RichText").then((m) => m.RichText), { ssr: false });

/** The start of the text in the list; the whole of it, formatted, on hover. */
export function RichTextCell({ column, row }: CellProps<RichTextField>) {
  const value = row[column];
  const html = typeof value === "string" ? value : "";
  if (!html) return null;
  return (
    <Hint title={<RichText html={html} sx={{ "& p": { my: 0.5 } }} />}>
      <span>{excerpt(html)}</span>
    </Hint>
  );
}
