import { isAbsolute } from "node:path";
import { z } from "zod";

/**
 * API_SOCKET: a Unix socket the api listens on besides its port, and the console calls it through, when
 * both run on one machine (`npm start` sets one in DATA_DIR). Read by both sides with the same words
 * (docs/performance.md, "The console in front of the api").
 */
export const apiSocketSetting = z
  .string()
  .refine(isAbsolute, "API_SOCKET must be an absolute path")
  // The kernel keeps a socket's path in 108 bytes, its end included.
  .refine((path) => Buffer.byteLength(path) <= 100, "API_SOCKET must be at most 100 bytes long: the system keeps no longer socket path")
  .optional();

/** The socket `npm start` gives the two processes it runs, when the system has Unix sockets and the path fits. */
export function defaultApiSocket(dataDir: string, platform = process.platform): string | undefined {
  const path = `${dataDir}/api.sock`;
  return platform !== "win32" && apiSocketSetting.safeParse(path).success ? path : undefined;
}
