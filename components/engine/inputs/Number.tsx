"use client";

import type { NumberField } from "@/lib/engine/fields";
import { NumberText } from "./NumberText";
import type { ConsoleKindModule, FieldInputProps } from "./types";

const NumberInput = (props: FieldInputProps<NumberField>) => <NumberText {...props} decimals={props.field.scale > 0} end={props.field.unit} />;

export const numberInput: ConsoleKindModule<NumberField> = { Input: NumberInput };
