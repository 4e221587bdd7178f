"use client";

import dynamic from "next/dynamic";
import Skeleton from "@mui/material/Skeleton";
import type { DateField } from "@/lib/engine/fields";
import type { ConsoleKindModule } from "./types";

// The picker and date-fns load when a form with a date opens, never with a list.
const DateInput = dynamic(() => import("./DatePickerInput"), { ssr: false, loading: () => <Skeleton variant="rounded" height={56} /> });

export const dateInput: ConsoleKindModule<DateField> = { Input: DateInput };
