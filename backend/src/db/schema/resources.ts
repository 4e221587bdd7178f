/**
 * drizzle-kit collects the tables a schema module exports. The resources' tables are made from their
 * declarations (resources/tables.ts), so they are exported by name here without being listed twice.
 */
import { ALL_RESOURCE_TABLES } from "../../engine/tables";

declare const exports: Record<string, unknown>;
Object.assign(exports, ALL_RESOURCE_TABLES);
