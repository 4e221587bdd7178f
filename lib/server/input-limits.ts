import "server-only";
import type { ConsoleRequest } from "./console-request";
import { NextResponse } from "next/server";
import { envelope } from "../envelope";
import { jsonRefusalStatus, jsonTextRefusal, MAX_URL_LENGTH } from "../input-limits";
import { MESSAGES } from "../messages";

/** The console's side of docs/input-limits.md: what its route handlers refuse before any other work. */

/** A URL longer than the api reads is refused here in words, never forwarded to come back as an error. */
export function overlongUrl(request: ConsoleRequest): Response | undefined {
  const url = new URL(request.url);
  if (url.pathname.length + url.search.length <= MAX_URL_LENGTH) return undefined;
  return NextResponse.json(envelope(414, [], MESSAGES.addressTooLong), { status: 414 });
}

/**
 * A body over the limit: 413, and the connection closed after it. The rest of the body is not read,
 * and left on a kept-alive connection it would be taken for the next request (a reset).
 */
export const tooLarge = () => NextResponse.json(envelope(413, [], MESSAGES.requestTooLarge), { status: 413, headers: { connection: "close" } });

/** JSON text within the size and depth limits, parsed; a refusal (400) otherwise; malformed JSON is undefined. */
export function parseBoundedJson(text: string, maxBytes: number): { value: unknown } | Response | undefined {
  const refusal = jsonTextRefusal(text, { maxBytes });
  if (refusal) return NextResponse.json(envelope(jsonRefusalStatus(refusal), [], refusal), { status: jsonRefusalStatus(refusal) });
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * What the browser is told when the api answers without the envelope: its own refusal (a 4xx such as
 * 414 from its router or Node's 431) keeps its status in words; anything else means the api is unwell.
 */
export function envelopeFor(status: number) {
  if (status < 400 || status >= 500) return envelope(502, [], MESSAGES.backendUnavailable);
  const message = status === 414 || status === 431 ? MESSAGES.addressTooLong : status === 413 ? MESSAGES.requestTooLarge : MESSAGES.invalidRequest;
  return envelope(status, [], message);
}
