"use client";

import { lazy, Suspense, useState } from "react";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import type { RichTextField } from "@/lib/engine/fields";
import { EDITOR_BOX } from "./rich-text-box";
import type { ConsoleKindModule, FieldInputProps } from "./types";

// The editor (TipTap, ProseMirror, about 120 kB) loads when the field is first focused or clicked,
// not when its form opens (docs/performance.md): until then a stand-in of the same size, name and
// text is drawn, as the list's range of days draws plain fields until a picker is wanted.
const RichTextEditor = lazy(() => import("./RichTextEditor"));
// What is stored, formatted and cleaned (DOMPurify), only when there is something to show (an edit).
const RichTextPreview = dynamic(() => import("../RichText").then((m) => m.RichText), { ssr: false });

/** The editor's toolbar: its small toggle buttons and padding. */
const TOOLBAR_HEIGHT = 41;

function StandIn({ field, html, error, disabled, onOpen }: { field: RichTextField; html: string; error?: string; disabled: boolean; onOpen: () => void }) {
  return (
    <FormControl error={Boolean(error)} fullWidth required={field.required}>
      <FormLabel sx={{ mb: 0.5 }}>{field.label}</FormLabel>
      <Box sx={{ border: 1, borderColor: error ? "error.main" : "divider", borderRadius: 1, ...EDITOR_BOX }}>
        <Box sx={{ height: TOOLBAR_HEIGHT, borderBottom: 1, borderColor: "divider" }} />
        <Box
          data-stand-in
          role="textbox"
          aria-multiline="true"
          aria-label={field.label}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : 0}
          onFocus={disabled ? undefined : onOpen}
          onClick={disabled ? undefined : onOpen}
          sx={{ cursor: disabled ? "default" : "text" }}
        >
          {html ? <RichTextPreview html={html} /> : null}
        </Box>
      </Box>
      {(error ?? field.help) && <FormHelperText>{error ?? field.help}</FormHelperText>}
    </FormControl>
  );
}

/** The rich-text field: its stand-in, then the editor from the first focus or click, focused. */
function RichTextInput(props: FieldInputProps<RichTextField>) {
  const [opened, setOpened] = useState(false);
  const html = typeof props.values[props.name] === "string" ? (props.values[props.name] as string) : "";
  const standIn = <StandIn field={props.field} html={html} error={props.error} disabled={props.disabled} onOpen={() => setOpened(true)} />;
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RichTextEditor {...props} autoFocus />
    </Suspense>
  );
}

export const richTextInput: ConsoleKindModule<RichTextField> = { Input: RichTextInput };
