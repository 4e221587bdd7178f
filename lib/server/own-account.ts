import "server-only";
import { z } from "zod";
import { callBackend } from "../backend";
import { credentialsSchema } from "../credentials";
import type { TwoFactorStatus } from "../two-factor";
import { askTheApi, readSession } from "./session";
import { apiPaths } from "../api-paths";

/** The own account as the profile page shows it: parsed, so nothing else of the api's record (no token) reaches the page. */
const ownAccountSchema = credentialsSchema.extend({ lastLoginAt: z.string().nullable() });
const twoFactorSchema = z.object({ enabled: z.boolean(), enabledAt: z.string().nullable(), recoveryCodesLeft: z.number().int() }) satisfies z.ZodType<TwoFactorStatus>;

export type OwnAccount = z.infer<typeof ownAccountSchema>;

/**
 * What the profile page opens with, asked of the api while the page is drawn (the account is the
 * answer the admin layout asked for already): the page's HTML shows it, and the browser asks again
 * only after a change. Either is undefined when the api did not give it; the page then asks itself.
 */
export async function ownAccountOpening(): Promise<{ account?: OwnAccount; twoFactor?: TwoFactorStatus }> {
  const { sessionToken } = await readSession();
  const [account, twoFactor] = await Promise.all([askTheApi(), callBackend(apiPaths.account.twoFactor(), { tokens: { sessionToken } })]);
  const parsedAccount = account.status === 200 ? ownAccountSchema.safeParse(account.body.recordList[0]) : undefined;
  const parsedTwoFactor = twoFactor.status === 200 ? twoFactorSchema.safeParse(twoFactor.body.recordList[0]) : undefined;
  return { account: parsedAccount?.success ? parsedAccount.data : undefined, twoFactor: parsedTwoFactor?.success ? parsedTwoFactor.data : undefined };
}
