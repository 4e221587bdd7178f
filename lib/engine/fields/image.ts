import type { FieldBase, FieldKindModule } from "./base";

/** A picture uploaded to the api and kept by id. */
export interface ImageField extends FieldBase {
  kind: "image";
}

export const image = (label: string, extra: Partial<Omit<ImageField, "kind" | "label">> = {}): ImageField => ({ kind: "image", label, ...extra });

export const imageKind: FieldKindModule<ImageField> = {
  column: true,
  text: (_field, value) => (value ? "Yes" : ""),
};
