import { displayUnit, withUnit } from "@/lib/engine/format";
import { requireResource } from "../resources";
import type { Option } from "../useOptions";

/** A choice of another resource as its list shows it: "3 months", "Brahmin". */
export const optionLabel = (resourceKey: string, option: Option) => withUnit(option.name, displayUnit(requireResource(resourceKey)));
