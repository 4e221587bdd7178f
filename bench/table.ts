/**
 * One table per bench run (npm run bench:console): each section is a part of docs/performance.md's
 * budgets, each row a figure beside its budget, so a reader sees at once what is met.
 */
export interface BenchRow {
  /** What was measured: "Religion: weight until usable", "list call, 1 connection: added p50". */
  what: string;
  /** The figure as measured, with its unit: "231.4 kB", "2.1 ms", "0.91×". */
  figure: string;
  /** The budget it is held to, with its unit: "≤ 300 kB". */
  budget: string;
  met: boolean;
}

export interface BenchSection {
  title: string;
  rows: BenchRow[];
}

/** Prints the sections as one table and says how many figures missed their budget. */
export function printSections(sections: BenchSection[]): number {
  const rows = sections.flatMap((section) => section.rows.map((row) => ({ section: section.title, what: row.what, figure: row.figure, budget: row.budget, "": row.met ? "met" : "MISSED" })));
  console.table(rows);
  const missed = rows.filter((row) => row[""] === "MISSED").length;
  console.log(missed ? `${missed} of ${rows.length} figures missed their budget.` : `All ${rows.length} figures are within their budgets.`);
  return missed;
}
