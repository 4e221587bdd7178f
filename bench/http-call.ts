import http from "node:http";
import https from "node:https";

/** One answer, read whole: what a bench keeps of it. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request on `agent` (kept-alive connections of the bench's own), its answer read whole. Node's own
 * client rather than fetch: the benches measure the servers, and fetch costs the caller more per call.
 */
export function call(url: string, agent: http.Agent, options: CallOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target, { method: options.method ?? "GET", agent, headers: options.headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(options.body);
  });
}
