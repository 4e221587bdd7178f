/**
 * Reads an uploaded Region CSV as it arrives: bytes counted against the size limit, decoded as strict
 * UTF-8 (a BOM is dropped), parsed by csv-parse, each line checked. A file that breaks a whole-file
 * rule (size, encoding, header, CSV syntax, row count) is refused with an HttpError before anything
 * is written; refused lines are collected with their numbers.
 */
import { MESSAGES } from "@/lib/messages";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import { REGION_CSV_HEADER, REGION_CSV_MAX_BYTES, REGION_CSV_MAX_ROWS } from "@/lib/resources/region-csv";
import { HttpError } from "../../http/envelope";
import { isHeader, lineParser, type ParsedLine } from "./lines";

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const TOO_LARGE = MESSAGES.csvTooLarge(MB(REGION_CSV_MAX_BYTES));
export const WRONG_HEADER = MESSAGES.csvWrongHeader(REGION_CSV_HEADER.join(","));
export const TOO_MANY_ROWS = MESSAGES.csvTooManyRows(REGION_CSV_MAX_ROWS.toLocaleString("en-US"));

/** Strict UTF-8 text of the body, refusing it past the size limit. */
async function* utf8Text(body: AsyncIterable<Buffer | string>, maxBytes: number, refuse: (error: HttpError) => HttpError): AsyncGenerator<string> {
  // fatal: an invalid byte sequence throws instead of becoming U+FFFD; the BOM is dropped by default.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let bytes = 0;
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw refuse(new HttpError(400, MESSAGES.csvNotUtf8));
    }
  };
  for await (const piece of body) {
    const chunk = typeof piece === "string" ? Buffer.from(piece) : piece;
    bytes += chunk.length;
    if (bytes > maxBytes) throw refuse(new HttpError(413, TOO_LARGE));
    const text = decode(chunk);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

export interface ReadResult {
  lines: ParsedLine[];
  refusals: { line: number; reason: string }[];
  /** Data lines read (accepted and refused). */
  total: number;
}

export async function readRegionCsv(body: AsyncIterable<Buffer | string>, maxBytes = REGION_CSV_MAX_BYTES): Promise<ReadResult> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true });
  const result: ReadResult = { lines: [], refusals: [], total: 0 };
  let header = false;
  const parseLine = lineParser();
  // The first refusal, kept: the pipeline then aborts its other stages and reports that abort instead.
  let refusal: HttpError | undefined;
  const refuse = (error: HttpError) => (refusal ??= error);
  const consume = async (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) => {
    for await (const { record, info } of records) {
      if (!header) {
        if (!isHeader(record)) throw refuse(new HttpError(400, WRONG_HEADER));
        header = true;
        continue;
      }
      // A line made of empty cells (",,,,") is a blank line a spreadsheet left.
      if (record.every((cell) => cell.trim() === "")) continue;
      result.total += 1;
      if (result.total > REGION_CSV_MAX_ROWS) throw refuse(new HttpError(400, TOO_MANY_ROWS));
      const parsed = parseLine(info.lines, record);
      if (parsed.ok) result.lines.push(parsed.value);
      else result.refusals.push({ line: parsed.line, reason: parsed.reason });
    }
  };
  try {
    await pipeline(Readable.from(utf8Text(body, maxBytes, refuse)), parser, consume);
  } catch (error) {
    if (refusal) throw refusal;
    if (error instanceof HttpError) throw error;
    // csv-parse's own errors (INVALID_OPENING_QUOTE, CSV_QUOTE_NOT_CLOSED…): the file's fault, not ours.
    const code = (error as { code?: string }).code;
    if (error instanceof CsvError || (typeof code === "string" && code.startsWith("CSV_"))) {
      const line = (error as { lines?: number }).lines;
      throw new HttpError(400, MESSAGES.csvInvalid(line, (error as Error).message));
    }
    throw error;
  }
  if (!header) throw new HttpError(400, MESSAGES.csvEmpty);
  return result;
}
