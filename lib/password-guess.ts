/**
 * Whether a password is quickly guessed, by zxcvbn-ts with its common-password dictionary
 * (docs/product-rules.md §5): the rule every password an administrator sets passes on the server
 * (the first administrator's, a new account's, a change, a reset), after the shape rule of
 * lib/validation.ts. The forms do not load it (its dictionary is most of a megabyte); they show the
 * api's refusal.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { MESSAGES } from "./messages";

/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses and up. */
const LEAST_SCORE = 3;

/** Why a password falls short, in our words, by zxcvbn's warning. */
const REASONS: Record<string, string> = {
  topTen: "it is one of the most common passwords",
  topHundred: "it is one of the most common passwords",
  common: "it is one of the most common passwords",
  similarToCommon: "it is a common password with small changes",
  pwned: "it is a common password",
  wordByItself: "it is a single word",
  namesByThemselves: "it is a name",
  commonNames: "it is a common name",
  userInputs: "it holds the account's own name or email",
  straightRow: "it follows a row of the keyboard",
  keyPattern: "it follows a pattern of the keyboard",
  simpleRepeat: "it repeats characters",
  extendedRepeat: "it repeats a group of characters",
  sequences: "it is a sequence such as abc or 1234",
  recentYears: "it holds a recent year",
  dates: "it holds a date",
};
const GENERAL_REASON = "it would be found in few guesses";

let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/**
 * The refusal of a password that is too easily guessed, in words saying why, or undefined when it is
 * good enough. `userInputs`: what an attacker would try first (the account's email and names).
 */
export function guessablePasswordProblem(password: string, userInputs: readonly string[] = []): string | undefined {
  const inputs = userInputs.flatMap((value) => [value, ...value.split(/[@.\s_-]+/)]).filter((value) => value.length >= 3);
  const result = zxcvbn().check(password, inputs);
  if (result.score >= LEAST_SCORE) return undefined;
  return MESSAGES.passwordGuessable(REASONS[result.feedback.warning ?? ""] ?? GENERAL_REASON);
}
