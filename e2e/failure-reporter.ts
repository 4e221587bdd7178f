import { readFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, under a failed journey, where its time went (each top-level step from the test's start) and
 * what its page showed at the end (Playwright's error context: the page's accessibility snapshot). CI
 * keeps only what the run printed, not test-results/, and a timeout says only the step it ended in.
 */
export default class FailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === "skipped") return;
    const start = result.startTime.getTime();
    const lines = [``, `  ── ${test.titlePath().filter(Boolean).join(" › ")}: ${result.status} after ${result.duration} ms; its steps (ms from its start, + duration):`];
    for (const step of result.steps) lines.push(`     ${String(step.startTime.getTime() - start).padStart(6)} +${step.duration} ${step.title}${step.error ? "  ✘" : ""}`);
    const context = result.attachments.find((attachment) => attachment.name === "error-context" && attachment.path);
    if (context?.path) lines.push(...readFileSync(context.path, "utf8").slice(0, 8_000).split("\n").map((line) => `     ${line}`));
    process.stdout.write(`${lines.join("\n")}\n`);
  }

  printsToStdio() {
    return true;
  }
}
