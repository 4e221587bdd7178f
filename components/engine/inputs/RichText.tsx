"use client";

import dynamic from "next/dynamic";
import Skeleton from "@mui/material/Skeleton";
import type { RichTextField } from "@/lib/engine/fields";
import type { ConsoleKindModule } from "./types";

// The editor (TipTap, ProseMirror) loads when a form with rich text opens, never with a list.
const RichTextInput = dynamic(() => import("./RichTextEditor"), { ssr: false, loading: () => <Skeleton variant="rounded" height={160} /> });

export const richTextInput: ConsoleKindModule<RichTextField> = { Input: RichTextInput };
