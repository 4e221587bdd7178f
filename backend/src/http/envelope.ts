import type { FastifyReply } from "fastify";

import type { Envelope } from "@/lib/envelope";

export function send<T>(reply: FastifyReply, status: number, body: Omit<Envelope<T>, "status">) {
  return reply.code(status).send({ status, ...body });
}

export const ok = <T>(reply: FastifyReply, recordList: T[], extra: Pick<Envelope<T>, "message" | "totalRecords" | "totalCapped" | "undo"> = {}) =>
  send(reply, 200, { recordList, ...extra });

/** A refusal with a message meant for the person at the screen. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
