/**
 * One catalogue of words (lib/messages.ts): the api's and the console's server code name a message
 * from it, never write a sentence of their own. Read from the source with TypeScript's parser: a
 * literal given to HttpError, set as an answer's `message`, or kept in a constant that reads as a
 * sentence is a finding. A declaration's own field rules (lib/resources) stay with the declaration,
 * the configuration's refusals (backend/src/config, lib/config) speak to whoever runs the service, and
 * the demo data (backend/src/setup) is a made-up member's words, not the console's.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { CONSOLE_MESSAGES } from "./console-messages";
import { MESSAGES } from "./messages";

const root = path.resolve(__dirname, "..");
const SCANNED = ["backend/src", "lib/server", "app/api", "lib/backend.ts"];
const LEFT_OUT = [/\.test\.tsx?$/, /^backend\/src\/config\//, /^backend\/src\/setup\//];

/** A name that holds words a person reads. */
const WORDS_NAME = /(message|refusal|mismatch|reason)s?$/i;
/** Text that reads as a sentence: a capital letter, then at least two more words. */
const SENTENCE = /^[A-Z][a-z']*[ ,:]+\S+ \S/;

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
const textOf = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) => (ts.isTemplateExpression(node) ? node.head.text : node.text);

/** The literals an expression can evaluate to (through ?:, ?? and ||), not those inside a call it makes. */
function literalsOf(node: ts.Expression): (ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression)[] {
  if (isText(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) return [...literalsOf(node.left), ...literalsOf(node.right)];
  return [];
}

/** Each literal user-facing text of `source`, as "line: text". */
export function literalWords(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText(file) === "HttpError") {
      for (const argument of node.arguments?.slice(1) ?? []) for (const literal of literalsOf(argument)) report(literal, textOf(literal));
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === "message") {
      for (const literal of literalsOf(node.initializer)) report(literal, textOf(literal));
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const named = WORDS_NAME.test(node.name.getText(file));
      for (const literal of literalsOf(node.initializer)) if (named || SENTENCE.test(textOf(literal))) report(literal, textOf(literal));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full).flatMap((name) => filesUnder(path.join(entry, name)));
}

const SOURCES = SCANNED.flatMap(filesUnder).filter((file) => /\.tsx?$/.test(file) && !LEFT_OUT.some((pattern) => pattern.test(file)));

describe("one catalogue of words", () => {
  it("finds a literal in every place it looks (the check can fail)", () => {
    const sample = [
      'throw new HttpError(409, "This question is already the first of its category.");',
      'throw new HttpError(409, first ? MESSAGES.notFound : "Already the last.");',
      'return ok(reply, [], { message: "Signed out" });',
      "const message = `${count} inserted`;",
      'export const NOT_BLOCKED = "This member is not blocked.";',
    ].join("\n");
    expect(literalWords("sample.ts", sample)).toHaveLength(5);
    expect(literalWords("sample.ts", 'throw new HttpError(404, MESSAGES.notFound);\nconst path = "/api/admin/users";\nconst SQL_NAME = "member_name";')).toEqual([]);
  });

  it.each(SOURCES)("%s takes its words from lib/messages.ts", (file) => {
    expect(literalWords(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });

  it("has one catalogue, whose part the browser downloads is in it word for word", () => {
    const catalogues = ["lib", "backend/src", "components"].flatMap(filesUnder).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && /export const [A-Z_]*MESSAGES\b/.test(readFileSync(path.join(root, file), "utf8")));
    expect(catalogues.sort()).toEqual(["lib/console-messages.ts", "lib/messages.ts"]);
    for (const [key, words] of Object.entries(CONSOLE_MESSAGES)) expect([key, MESSAGES[key as keyof typeof MESSAGES]]).toEqual([key, words]);
  });
});
