import type { PasswordField } from "../../../../lib/engine/fields";
import type { ApiKindModule } from "./base";

/** No column: a password reaches only a resource's own store, which keeps its hash (auth/passwords.ts). */
export const passwordApi: ApiKindModule<PasswordField> = {};
