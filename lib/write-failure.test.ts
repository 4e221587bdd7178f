import { MESSAGES } from "./messages";
import { writeFailureMessage } from "./write-failure";

describe("the toast of a change that did not succeed", () => {
  it("says the change may have been saved when no answer came (time-out, api down, no network)", () => {
    for (const status of [502, 503, 504]) expect(writeFailureMessage({ status, message: MESSAGES.backendUnavailable })).toBe(MESSAGES.mayHaveBeenSaved);
    expect(writeFailureMessage()).toBe(MESSAGES.mayHaveBeenSaved);
    expect(MESSAGES.mayHaveBeenSaved).toMatch(/may have been saved.*Refresh/);
  });
  it("gives the api's own words for a refusal", () => {
    expect(writeFailureMessage({ status: 409, message: "“Hindu” already exists!" })).toBe("“Hindu” already exists!");
    expect(writeFailureMessage({ status: 400 })).toBe(MESSAGES.backendUnavailable);
  });
});
