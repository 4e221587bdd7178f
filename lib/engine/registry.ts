/**
 * Every declaration a module exports, in the order of their names: a module of related declarations
 * (a member's lists, a group of reports) joins its registry whole, so a new one is declared once and
 * listed nowhere else (README, "Add a resource").
 */
export function declarationsIn<M extends Record<string, unknown>, T>(module: M, is: (value: unknown) => value is T): Extract<M[keyof M], T>[] {
  return Object.values(module).filter((value): value is Extract<M[keyof M], T> => is(value));
}
