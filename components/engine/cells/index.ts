/**
 * The list cells of the kinds that draw more than their text (chips, thumbnails, an excerpt with its
 * formatted text on hover), by kind. Apart from the form's inputs (components/engine/inputs), so a
 * list loads none of the form's controls: a Select, an Autocomplete, a date picker (docs/performance.md).
 */
import type { ComponentType } from "react";
import type { FieldKind, FieldOf } from "@/lib/engine/fields";
import { BooleanCell } from "./BooleanCell";
import { ImageCell } from "./ImageCell";
import { RefListCell } from "./RefListCell";
import { RichTextCell } from "./RichTextCell";
import { SecretCell } from "./SecretCell";
import type { CellProps } from "./types";

export type { CellProps } from "./types";

export const CELL_KINDS: { [K in FieldKind]?: ComponentType<CellProps<FieldOf<K>>> } = {
  boolean: BooleanCell,
  image: ImageCell,
  refList: RefListCell,
  richText: RichTextCell,
  secret: SecretCell,
};
