"use client";

import dynamic from "next/dynamic";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import { excerpt, type RichTextField } from "@/lib/engine/fields";
import type { CellProps, ConsoleKindModule } from "./types";

// The editor (TipTap, ProseMirror) loads when a form with rich text opens, never with a list.
const RichTextInput = dynamic(() => import("./RichTextEditor"), { ssr: false, loading: () => <Skeleton variant="rounded" height={160} /> });
const RichText = dynamic(() => import("../RichText").then((m) => m.RichText), { ssr: false });

/** The start of the text in the list; the whole of it, formatted, on hover. */
function RichTextCell({ column, row }: CellProps<RichTextField>) {
  const html = typeof row[column] === "string" ? (row[column] as string) : "";
  if (!html) return null;
  return (
    <Tooltip title={<RichText html={html} sx={{ "& p": { my: 0.5 } }} />}>
      <span>{excerpt(html)}</span>
    </Tooltip>
  );
}

export const richTextInput: ConsoleKindModule<RichTextField> = { Input: RichTextInput, Cell: RichTextCell };
