import type { Browser } from "@playwright/test";
import type { StorageState } from "./app";
import { bytesOf, type Budgets } from "./budgets";
import type { Target } from "./targets";
import { registeredTab } from "./push";
import { weighVisit, type VisitWeight } from "./visit";

export interface Measured {
  target: Target;
  weight?: VisitWeight;
  /** Why the visit could not be weighed (no drawn mark, no Add button…): a failure, never a pass. */
  error?: string;
  /** Budgets in bytes. */
  budget: number;
  onUseBudget: number | null;
  over: boolean;
}

export interface MeasureOptions {
  base: string;
  /** Sessions by demo administrator's email. */
  sessions: Record<string, StorageState>;
  budgets: Budgets;
  /**
   * Visits at once, each in its own context. Bytes do not depend on it (every context starts with an
   * empty cache and counting waits for the drawn mark and a quiet network); the paint timings do.
   */
  concurrency?: number;
}

export function judge(target: Target, budgets: Budgets, weight?: VisitWeight, error?: string): Measured {
  const budget = bytesOf(budgets.untilUsableKB[target.kind.budget]);
  const onUseBudget = target.kind.hasAdd || target.kind.registers ? bytesOf(budgets.onUseKB) : null;
  const over = !weight || weight.untilUsable > budget || (onUseBudget !== null && (weight.onUse ?? 0) > onUseBudget);
  return { target, weight, error, budget, onUseBudget, over };
}

/** Weighs each target in a fresh context, `concurrency` at a time; results in the targets' order. */
export async function measureTargets(browser: Browser, targets: Target[], options: MeasureOptions): Promise<Measured[]> {
  const results: Measured[] = new Array(targets.length);
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const target = targets[index];
      const context = await browser.newContext(target.as ? { storageState: options.sessions[target.as] } : {});
      // A signed-in tab has registered for push with its first page (that page is a target of its own).
      if (target.as && !target.kind.registers) await context.addInitScript(registeredTab);
      try {
        const weight = await weighVisit(context, `${options.base}${target.path}`, { onUse: target.kind.hasAdd ? "add" : target.kind.registers ? "push registration" : undefined });
        results[index] = judge(target, options.budgets, weight);
      } catch (error) {
        results[index] = judge(target, options.budgets, undefined, (error as Error).message.split("\n")[0]);
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return results;
}
