import { z } from "zod";
import { allSecretLabels, secretKey, type SecretField } from "../fields/secret";
import type { FieldRulesModule } from "./base";

export const secretRules: FieldRulesModule<SecretField> = {
  rule: (field) =>
    // A credential it does not declare is refused: dropped, it would be saved as nothing, with a 200.
    // Keys chosen by another field are narrowed to that value's by the kind's check (fields/secret.ts).
    z.strictObject(Object.fromEntries(allSecretLabels(field).map((key) => [secretKey(key), z.string().max(500, `${key} must be at most 500 characters`).optional()]))).optional(),
};
