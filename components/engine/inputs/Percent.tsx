"use client";

import type { PercentField } from "@/lib/engine/fields";
import { NumberText } from "./NumberText";
import type { ConsoleKindModule, FieldInputProps } from "./types";

const PercentInput = (props: FieldInputProps<PercentField>) => <NumberText {...props} decimals end="%" />;

export const percentInput: ConsoleKindModule<PercentField> = { Input: PercentInput };
