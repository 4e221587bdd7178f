/** Every declared resource, found through the page that shows it (lib/pages.ts). */
import { ADMIN_PAGES } from "../pages";
import type { ResourceDef } from "./define";

export const RESOURCES: readonly ResourceDef[] = ADMIN_PAGES.flatMap((page) => (page.resource ? [page.resource] : []));

const byKey = new Map(RESOURCES.map((resource) => [resource.key, resource]));

export function resourceByKey(key: string): ResourceDef | undefined {
  return byKey.get(key);
}

export function requireResource(key: string): ResourceDef {
  const resource = byKey.get(key);
  if (!resource) throw new Error(`No resource is declared with the key "${key}"`);
  return resource;
}
