import type { ResourceDef } from "@/lib/engine/define";
import type { Field } from "@/lib/engine/fields";

export interface CellProps<F extends Field = Field> {
  field: F;
  column: string;
  row: Record<string, unknown>;
  resource: ResourceDef;
  imageBaseUrl: string;
}
