/** The console's module of every field kind, by kind: the form dispatches through it. */
import type { Field, FieldKind, FieldOf } from "@/lib/engine/fields";
import { booleanInput } from "./Boolean";
import { dateInput } from "./Date";
import { enumInput } from "./Enum";
import { imageInput } from "./Image";
import { moneyInput } from "./Money";
import { numberInput } from "./Number";
import { passwordInput } from "./Password";
import { percentInput } from "./Percent";
import { refInput } from "./Ref";
import { refListInput } from "./RefList";
import { richTextInput } from "./RichText";
import { rowsInput } from "./Rows";
import { secretInput } from "./Secret";
import { textInput } from "./Text";
import type { ConsoleKindModule } from "./types";

export type { ConsoleKindModule, FieldInputProps } from "./types";

export const CONSOLE_KINDS: { [K in FieldKind]: ConsoleKindModule<FieldOf<K>> } = {
  text: textInput,
  number: numberInput,
  money: moneyInput,
  percent: percentInput,
  boolean: booleanInput,
  enum: enumInput,
  date: dateInput,
  richText: richTextInput,
  ref: refInput,
  refList: refListInput,
  rows: rowsInput,
  image: imageInput,
  secret: secretInput,
  password: passwordInput,
};

/** The console module of a field's kind, typed for that field. */
export const consoleKindOf = <F extends Field>(field: F) => CONSOLE_KINDS[field.kind] as unknown as ConsoleKindModule<F>;

/** What the form starts with: the stored value shaped for the input, or an empty one. */
export function initialValue(field: Field, stored: unknown): unknown {
  const initial = consoleKindOf(field).initial;
  return initial ? initial(field, stored) : (stored ?? "");
}
