"use client";

import { booleanInput } from "@/components/engine/inputs/Boolean";
import { enumInput } from "@/components/engine/inputs/Enum";
import { imageInput } from "@/components/engine/inputs/Image";
import { numberInput } from "@/components/engine/inputs/Number";
import { richTextInput } from "@/components/engine/inputs/RichText";
import { secretInput } from "@/components/engine/inputs/Secret";
import { textInput } from "@/components/engine/inputs/Text";
import type { ConsoleKindModule, FieldInputProps } from "@/components/engine/inputs/types";
import type { Field, FieldOf } from "@/lib/engine/fields";

/**
 * The inputs of the kinds Setting's flags are made of, and no other: the engine's registry
 * (components/engine/inputs) would bring the date pickers, the list pickers and the child rows, which
 * no flag uses, into the page's first load (docs/performance.md).
 */
const KINDS: { [K in Field["kind"]]?: ConsoleKindModule<FieldOf<K>> } = {
  boolean: booleanInput,
  enum: enumInput,
  image: imageInput,
  number: numberInput,
  richText: richTextInput,
  secret: secretInput,
  text: textInput,
};

function kindOf(field: Field): ConsoleKindModule<Field> {
  const kind = KINDS[field.kind];
  if (!kind) throw new Error(`A setting of kind "${field.kind}" has no input here: add the kind to components/pages/setting/setting-inputs.tsx.`);
  return kind as unknown as ConsoleKindModule<Field>;
}

/** One flag's input, drawn by its kind. */
export function SettingInput(props: FieldInputProps) {
  const { Input } = kindOf(props.field);
  return <Input {...props} />;
}

/** A flag's stored value shaped for its input. */
export function settingInitial(field: Field, stored: unknown): unknown {
  const { initial } = kindOf(field);
  return initial ? initial(field, stored) : (stored ?? "");
}
