/** Administrators made for a test, and calls to Admin Users as one of them. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { eq, inArray } from "drizzle-orm";
import type { PageRights } from "@/lib/access";
import { ROLE } from "@/lib/credentials";
import type { Db } from "../src/db/client";
import { adminPagePermissions, adminUsers, pages } from "../src/db/schema";
import { hashPassword } from "../src/auth/passwords";
import { ACCOUNTS, bearer, buildTestApp, signIn, type SignedInRecord } from "./app";

export const TEST_PASSWORD = "Tested@12345";

let made = 0;
let hash: Promise<string> | undefined;

/** 1 → "Aa", 2 → "Ab": a last name the form's rules take (letters only), different for each. */
const lettersOf = (n: number) => `A${[...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("")}`;

export interface MadeAdmin {
  id: number;
  email: string;
  password: string;
}

/** Inserts an administrator (staff unless told), with the rights given per page title. */
export async function makeAdmin(db: Db, { roleId = ROLE.staff, rights = {}, name = "Test" }: { roleId?: number; rights?: Record<string, Partial<PageRights>>; name?: string } = {}): Promise<MadeAdmin> {
  made += 1;
  const email = `made.${made}.${Date.now()}@example.com`;
  hash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(adminUsers)
    .values({ firstName: name, lastName: lettersOf(made), email, passwordHash: await hash, roleId, gender: "Other" })
    .returning({ id: adminUsers.id });
  await grant(db, row.id, rights);
  return { id: row.id, email, password: TEST_PASSWORD };
}

/** Sets exactly these rights, straight in the table (no access version bump: for a test's set-up). */
export async function grant(db: Db, adminId: number, rights: Record<string, Partial<PageRights>>) {
  await db.delete(adminPagePermissions).where(eq(adminPagePermissions.adminId, adminId));
  const titles = Object.keys(rights);
  if (!titles.length) return;
  const found = await db.select({ id: pages.id, title: pages.title }).from(pages).where(inArray(pages.title, titles));
  await db.insert(adminPagePermissions).values(found.map(({ id, title }) => ({ adminId, pageId: id, canAdd: Boolean(rights[title].add), canEdit: Boolean(rights[title].edit), canDelete: Boolean(rights[title].delete) })));
}

export type Caller = ((method: InjectOptions["method"], url: string, payload?: unknown) => Promise<LightMyRequestResponse>) & { record: SignedInRecord };

/** Signs in and calls `/api/admin/<url>` with the SessionToken. */
export async function callerFor(app: FastifyInstance, account: { email: string; password: string }): Promise<Caller> {
  const record = await signIn(app, account);
  const call = ((method: InjectOptions["method"], url: string, payload?: unknown) =>
    app.inject({ method, url: `/api/admin/${url}`, headers: bearer(record.SessionToken), ...(payload === undefined ? {} : { payload: payload as object }) })) as Caller;
  call.record = record;
  return call;
}

/**
 * The api on a describe block's test database with the full administrator signed in: `admin` calls as
 * them, `app` is the api itself (both ready once the block's beforeAll has run).
 */
export function useAdminApp(t: { db: Db }): { readonly app: FastifyInstance; admin: Caller } {
  let app: FastifyInstance | undefined;
  let caller: Caller | undefined;
  beforeAll(async () => {
    app = await buildTestApp(t.db);
    caller = await callerFor(app, ACCOUNTS.admin);
  });
  afterAll(async () => {
    await app?.close();
  });
  const admin = ((...args: Parameters<Caller>) => caller!(...args)) as Caller;
  Object.defineProperty(admin, "record", { get: () => caller!.record });
  return {
    get app() {
      return app!;
    },
    admin,
  };
}

/** An administrator's row as stored, to compare before and after. */
export const storedAdmin = async (db: Db, id: number) => (await db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0];

/** What the edit form sends for an administrator as stored, with changes on top. */
export async function editPayload(db: Db, id: number, changes: Record<string, unknown> = {}) {
  const row = await storedAdmin(db, id);
  return {
    firstName: row.firstName,
    middleName: row.middleName ?? "",
    lastName: row.lastName,
    email: row.email,
    confirmEmail: row.email,
    contactNo: row.contactNo ?? "",
    gender: row.gender ?? "Other",
    receiveEmail: row.receiveEmail,
    receiveNotifications: row.receiveNotifications,
    ...changes,
  };
}
