/**
 * Work done after the answer has gone (mail): an unknown address and a known one answer alike and
 * at once. Failures are logged; tests wait for idle() to see the outcome.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<void>) {
    const promise = task()
      .catch(this.onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async idle() {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
