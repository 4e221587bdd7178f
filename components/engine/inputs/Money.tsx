"use client";

import type { MoneyField } from "@/lib/engine/fields";
import { NumberText } from "./NumberText";
import type { ConsoleKindModule, FieldInputProps } from "./types";

const MoneyInput = (props: FieldInputProps<MoneyField>) => <NumberText {...props} decimals />;

export const moneyInput: ConsoleKindModule<MoneyField> = { Input: MoneyInput };
