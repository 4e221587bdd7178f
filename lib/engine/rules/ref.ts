import { idTextRule } from "../../id-rules";
import type { RefField } from "../fields/ref";
import { id, optionalUnless, type FieldRulesModule } from "./base";

export const refRules: FieldRulesModule<RefField> = {
  rule: (field) => optionalUnless(field, id(`Choose a ${field.label.toLowerCase()}`)),
  // An id in the query: canonical decimal text only (lib/ids.ts), never "0x10" or " 1".
  filter: (field) => idTextRule(`Choose a ${field.label.toLowerCase()}`),
};
