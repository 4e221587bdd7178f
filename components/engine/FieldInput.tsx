"use client";

import { consoleKindOf, type FieldInputProps } from "./inputs/index";

export type { FieldInputProps } from "./inputs/index";

/** One input of a resource form, drawn by its field's kind (components/engine/inputs). */
export function FieldInput(props: FieldInputProps) {
  const { Input } = consoleKindOf(props.field);
  return <Input {...props} />;
}
