/**
 * The declarations a page of the browser has loaded, by key. A list asks `useResource(key)`, which
 * suspends until the declaration and every one its fields refer to (a ref's unit, an option's label)
 * are here; after that `requireResource` answers at once. Loading them one by one keeps a page from
 * downloading every declaration and their seed data (docs/performance.md).
 */
import { use } from "react";
import type { ResourceDef } from "@/lib/engine/define";
import type { Field } from "@/lib/engine/fields";
import { RESOURCE_LOADERS } from "@/lib/resources/loaders";

const loaded = new Map<string, ResourceDef>();
const loading = new Map<string, Promise<void>>();
/** Keys loaded with all those they refer to: drawn without suspending (lib/browser/preloadable.tsx says why). */
const ready = new Set<string>();

/** The resources these fields refer to (a ref's options, a unit). */
export const referredBy = (fields: Record<string, Field>) =>
  Object.values(fields).flatMap((field) => (field.kind === "ref" || field.kind === "refList" ? [field.resource] : field.kind === "rows" ? [field.ref.resource] : []));

/**
 * The resources a declaration's fields refer to: their units and option labels are drawn with it. An
 * action's fields (a Send dialog's religion and state) load with its dialog, on use (ResourceFormDialog).
 */
const referred = (resource: ResourceDef) => referredBy(resource.fields);

/** Loads a declaration and those it refers to; the same promise for every caller. */
export function loadResource(key: string): Promise<void> {
  const started = loading.get(key);
  if (started) return started;
  const load = RESOURCE_LOADERS[key];
  if (!load) throw new Error(`No resource is declared with the key "${key}"`);
  const promise = load().then(async (resource) => {
    loaded.set(key, resource);
    await Promise.all(referred(resource).map(loadResource));
    ready.add(key);
  });
  loading.set(key, promise);
  return promise;
}

/** Whether a declaration and those it refers to are here: `useResource` then answers without suspending. */
export const resourceReady = (key: string) => ready.has(key);

/** A declaration already loaded (by `useResource` of the list that draws it, or as one it refers to). */
export function requireResource(key: string): ResourceDef {
  const resource = loaded.get(key);
  if (!resource) throw new Error(`The resource "${key}" is used before it was loaded`);
  return resource;
}

/** The declaration of a key, suspending the caller until it and those it refers to are loaded. */
export function useResource(key: string): ResourceDef {
  // The same promise every time, so React knows it once settled and no longer suspends.
  if (!ready.has(key)) use(loadResource(key));
  return requireResource(key);
}

const groups = new Map<string, Promise<unknown>>();

/** `useResource` for several keys at once (the panes of a chain, an accordion's parent and child). */
export function useResources(keys: readonly string[]): void {
  if (keys.every((key) => ready.has(key))) return;
  const id = keys.join(",");
  let group = groups.get(id);
  if (!group) {
    group = Promise.all(keys.map(loadResource));
    groups.set(id, group);
  }
  use(group);
}
