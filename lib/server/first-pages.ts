import "server-only";
import { decideAccess } from "../access";
import { callBackend } from "../backend";
import { firstListsFollowFlags, firstListsOf, type FirstPages } from "../engine/first-lists";
import { consoleFlags } from "./console-flags";
import { pagePath, type AdminPage } from "../pages";
import { grantOf } from "../session-options";
import { readSession } from "./session";

/**
 * The first rows of every list a page opens with, and the first answer of a page of its own (the
 * dashboard's figures, the Setting's values), asked of the api while the page is drawn, so neither a
 * fresh load nor a move from another page waits for a second round trip before its content
 * (docs/performance.md, "Moving between pages"). Asked with this request's own SessionToken, and only
 * for a page the sign-in may open; the answers go to this request's page only (FirstAnswersProvider,
 * lib/browser/first-answers.tsx), never to a cache another administrator reads. An answer other than
 * 200 is left out: the browser asks again and shows what it gets, as it would have without this.
 */
export async function firstPagesOf(page: AdminPage, params: URLSearchParams): Promise<FirstPages> {
  const session = await readSession();
  if (decideAccess(grantOf(session), pagePath(page)).action !== "allow") return {};
  const lists = firstListsOf(page, params, firstListsFollowFlags(page, params) ? await consoleFlags() : undefined);
  const answers = await Promise.all(lists.map((list) => callBackend(list.path, { tokens: { sessionToken: session.sessionToken }, query: list.query })));
  return Object.fromEntries(lists.flatMap((list, index) => (answers[index].status === 200 ? [[list.address, answers[index].body]] : [])));
}
