"use client";

import { useEffect } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useStyleNonce } from "@/components/shell/style-nonce";
import StarterKit from "@tiptap/starter-kit";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import FormatUnderlined from "@mui/icons-material/FormatUnderlined";
import InsertLink from "@mui/icons-material/InsertLink";
import type { RichTextField } from "@/lib/engine/fields";
import type { FieldInputProps } from "./types";
import { EDITOR_BOX } from "./rich-text-box";

/** What the editor can make: the api's allow-list (backend/src/engine/kinds/rich-text.ts), no more. */
const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [3, 4] },
    link: {
      openOnClick: false,
      protocols: ["mailto"],
      isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url),
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
    },
  }),
];

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) return chain().unsetLink().run();
    const href = window.prompt("Link address (https://…, mailto:…)");
    if (href) chain().extendMarkRange("link").setLink({ href }).run();
  };
  const buttons = [
    { key: "bold", label: "Bold", icon: <FormatBold fontSize="small" />, run: () => chain().toggleBold().run() },
    { key: "italic", label: "Italic", icon: <FormatItalic fontSize="small" />, run: () => chain().toggleItalic().run() },
    { key: "underline", label: "Underline", icon: <FormatUnderlined fontSize="small" />, run: () => chain().toggleUnderline().run() },
    { key: "bulletList", label: "Bulleted list", icon: <FormatListBulleted fontSize="small" />, run: () => chain().toggleBulletList().run() },
    { key: "orderedList", label: "Numbered list", icon: <FormatListNumbered fontSize="small" />, run: () => chain().toggleOrderedList().run() },
    { key: "link", label: "Link", icon: <InsertLink fontSize="small" />, run: link },
  ] as const;
  return (
    <Stack direction="row" spacing={0.5} role="toolbar" aria-label="Formatting" sx={{ p: 0.5, borderBottom: 1, borderColor: "divider" }}>
      {buttons.map((button) => (
        <ToggleButton
          key={button.key}
          value={button.key}
          size="small"
          aria-label={button.label}
          selected={state[button.key]}
          disabled={disabled}
          // Keeps the editor's selection: a click on a button would move the focus first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={button.run}
          sx={{ border: 0 }}
        >
          {button.icon}
        </ToggleButton>
      ))}
    </Stack>
  );
}

/** A TipTap editor with a small MUI toolbar; it hands the form its HTML, which the api cleans. */
export default function RichTextEditor({ name, field, values, error, disabled, onChange, autoFocus = false }: FieldInputProps<RichTextField> & { autoFocus?: boolean }) {
  const nonce = useStyleNonce();
  const editor = useEditor({
    extensions: EXTENSIONS,
    // TipTap writes its own <style> tag: it needs the page's nonce (docs/security-headers.md).
    injectNonce: nonce,
    content: typeof values[name] === "string" ? (values[name] as string) : "",
    editable: !disabled,
    immediatelyRender: false,
    // Drawn in place of its stand-in when that was focused or clicked: the focus moves on into it.
    autofocus: autoFocus ? "end" : false,
    editorProps: { attributes: { "aria-label": field.label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: e }) => onChange(name, e.isEmpty ? "" : e.getHTML()),
  });
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  return (
    <FormControl error={Boolean(error)} fullWidth required={field.required}>
      <FormLabel sx={{ mb: 0.5 }}>{field.label}</FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          ...EDITOR_BOX,
        }}
      >
        {editor && <Toolbar editor={editor} disabled={disabled} />}
        <EditorContent editor={editor} />
      </Box>
      {(error ?? field.help) && <FormHelperText>{error ?? field.help}</FormHelperText>}
    </FormControl>
  );
}
