import type { ComponentType } from "react";
import type { FormDef } from "@/lib/engine/define";
import type { Field } from "@/lib/engine/fields";

export type Values = Record<string, unknown>;

export interface FieldInputProps<F extends Field = Field> {
  name: string;
  field: F;
  values: Values;
  /** The row being edited, for what the form cannot hold (which credentials are set). */
  stored?: Values;
  error?: string;
  disabled: boolean;
  onChange: (name: string, value: unknown) => void;
  /** The resource of the form: its other fields, and where its pictures are uploaded. */
  resource: FormDef;
  imageBaseUrl: string;
}

/** The console's part of a field kind in the form: its input and its first value (list cells are components/engine/cells). */
export interface ConsoleKindModule<F extends Field> {
  Input: ComponentType<FieldInputProps<F>>;
  /** What the form starts with, from the stored row's value (undefined when adding). */
  initial?(field: F, stored: unknown): unknown;
}
