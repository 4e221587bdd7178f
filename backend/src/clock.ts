/**
 * The api's notion of "now" for expiries that a person waits out (reset links). End-to-end journeys
 * move it forward through the test-clock route, which only an embedded, E2E_TEST_CLOCK=true api has.
 */
let offsetMs = 0;

export const now = () => new Date(Date.now() + offsetMs);

export function advanceClock(ms: number) {
  offsetMs += ms;
}
