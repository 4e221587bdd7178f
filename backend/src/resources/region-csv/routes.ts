/**
 * The Region page's bulk CSV (docs/region-csv.md): a sample, the whole tree, and an upload that
 * upserts it. Mounted under the city resource, so the Region page's permission opens them
 * (lib/access.ts) and the demo administrator may read but not upload.
 */
import { MESSAGES } from "@/lib/messages";
import type { FastifyInstance } from "fastify";
import { REGION_CSV_MAX_BYTES, REGION_CSV_PATHS, REGION_CSV_RESOURCE } from "@/lib/resources/region-csv";
import { pageOwning } from "@/lib/pages";
import { auditWithin } from "../../audit";
import { sendCsv } from "../../engine/csv";
import type { Db } from "../../db/client";
import { databaseErrorCode } from "../../db/errors";
import { HttpError, ok } from "../../http/envelope";
import { applyRegionLines } from "./apply";
import { headerLine, regionTreeCsv, treeLine } from "./download";
import { readRegionCsv, TOO_LARGE } from "./read";
import { inTransaction } from "../../db/transaction";

const SAMPLE = [
  { country_name: "India", iso_code: "IN", iso_code3: "IND", dial_code: "+91", state_name: "Maharashtra", state_code: "MH", district_name: "Pune", city_name: "Baramati", pincode: "413102", is_active: true },
  { country_name: "United States", iso_code: "US", iso_code3: "USA", dial_code: "+1", state_name: "California", state_code: "CA", district_name: "Santa Clara County", city_name: "San Jose", pincode: "95113", is_active: true },
];

/** A database refusal (a constraint, a value out of range) is about the file; anything else is ours. */
const isDataError = (error: unknown) => /^2[23]/.test(databaseErrorCode(error) ?? "");

/** The page the upload is made on: the one owning the city resource the routes sit under. */
const REGION_PAGE = pageOwning(REGION_CSV_RESOURCE)?.title;

export async function regionCsvRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const at = (path: string) => `/api/admin/${path}`;

  app.get(at(REGION_CSV_PATHS.sample), async (_request, reply) => sendCsv(reply, "region-sample", [headerLine() + SAMPLE.map(treeLine).join("")], { dated: false }));

  app.get(at(REGION_CSV_PATHS.download), async (_request, reply) => sendCsv(reply, "region", regionTreeCsv(db)));

  await app.register(async (upload) => {
    // The body stays a stream: read.ts decodes and parses it as it arrives, within its own limit.
    upload.addContentTypeParser(["text/csv", "application/octet-stream", "text/plain"], (_request, _payload, done) => done(null, undefined));
    // Fields (JSON) are not a file: 415, never read as an empty upload.
    upload.removeContentTypeParser("application/json");
    upload.post(at(REGION_CSV_PATHS.upload), async (request, reply) => {
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > REGION_CSV_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
      const read = await readRegionCsv(request.raw);
      // The upload and its audit entry are one transaction: a file is never applied unrecorded.
      const result = await inTransaction(db, async (tx) => {
        const applied = await applyRegionLines(tx, read.lines, read.refusals);
        const { refusals: _reasons, ...counts } = applied;
        await auditWithin(tx, request, { action: "region.upload", page: REGION_PAGE, details: counts });
        return applied;
      }).catch((error) => {
        if (!isDataError(error)) throw error;
        const detail = (error as { cause?: { message?: string }; message?: string }).cause?.message ?? (error as Error).message;
        throw new HttpError(400, MESSAGES.csvRefusedByDatabase(detail));
      });
      return ok(reply, [result], { message: MESSAGES.csvApplied(result) });
    });
  });
}
