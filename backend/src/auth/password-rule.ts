import { guessablePasswordProblem } from "@/lib/password-guess";
import { HttpError } from "../http/envelope";

/**
 * Refuses a password that has the right shape but is quickly guessed (lib/password-guess.ts), with a
 * 400 naming the field it came in. `userInputs`: the account's email and names, tried first by anyone.
 */
export function refuseGuessablePassword(password: string, field: string, userInputs: readonly unknown[] = []) {
  const problem = guessablePasswordProblem(password, userInputs.filter((value): value is string => typeof value === "string"));
  if (problem) throw new HttpError(400, problem, { [field]: problem });
}
