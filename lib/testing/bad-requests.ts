/**
 * A seeded generator of bad requests for the fuzz tests of the api and of the console
 * (docs/input-limits.md): the same seed gives the same requests, so a failure can be replayed.
 */

export interface RouteShape {
  method: string;
  /** With `:name` for each parameter, as Fastify writes it. */
  path: string;
}

export interface BadRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** mulberry32: small, fast, and the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between };
}

/** Texts Number() reads as ids that are no canonical id, and texts that are no id at all. */
export const BAD_IDS = ["0x10", " 1", "1 ", "\t1", "1e1", "01", "1.0", "+1", "-1", "0", "1.5", "abc", "2147483648", "99999999999999999999", "1\u0000", "\u{1F600}", "NaN", "Infinity", "..", "1;", "[1]", "{}", "null", "true", "1%00", "%31"];
const BAD_UUIDS = ["0x10", "1", "not-a-uuid", "00000000-0000-0000-0000-00000000000g", "\u0000", "../../etc/passwd"];
const MALFORMED_JSON = ['{"name":', "{", "[", "}", '{"a":1,}', "{'a':1}", "nul", '{"a":01}', '{"a":1} trailing', '\uFEFF{"a":1}', '{"a":"\\x41"}', '{"a":"\\ud800"}', "NaN", '{"a":Infinity}', '{"a" 1}', ""];
const WRONG_SHAPES = ["[1]", '"text"', "42", "null", "true", '{"name":123,"isActive":"yes","ids":"1,2","email":[],"password":{},"code":7,"token":9}', '{"ids":["0x1"," 1","1e1"]}', '{"zzUnknown":1}'];
const POLLUTION = ['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"a":{"__proto__":{"x":1}}}'];
const WRONG_TYPES = ["application/xml", "application/octet-stream", "text/csv", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html", "application/javascript", "application/json; charset=utf-16"];
const BAD_QUERIES = [
  "page=0x10",
  "page=%201",
  "page=1e1",
  "page=01",
  "page=-1",
  "pageSize=0",
  "pageSize=1000000",
  "pageSize=1.5",
  "sort=id;drop%20table%20x",
  "sort=__proto__",
  "order=sideways",
  "status=maybe",
  "search=%00",
  "search=" + "x".repeat(500),
  "from=2025-02-30",
  "to=not-a-day",
  "from=2025-12-01&to=2025-01-01",
  "page=1&page=2",
  "religionId=0x1",
  "religionId=%201",
  "memberId=1e1",
  "adminId=01",
  "year=20x5",
  "%00=1",
  "a[b]=1",
  "__proto__[x]=1",
];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"];

export interface GenerateOptions {
  seed: number;
  count: number;
  /** Every method a path answers, to send it others. */
  methodsOf: (path: string) => string[];
  /**
   * Whether a body well-formed but of the wrong shape may be sent to this route: false where a handler
   * ignores its body (signing out), which would then do its work.
   */
  shapedBodies?: (route: RouteShape) => boolean;
  /** A valid-looking value for a parameter of a read (GET), to reach the query's checks. */
  goodParam?: (name: string) => string;
  maxJsonBytes: number;
  maxUrlLength: number;
  /** Headers past Node's 16 KiB: a defect only where a real server reads them (not Fastify's inject). */
  bigHeaders?: boolean;
}

const hasBody = (method: string) => !["GET", "HEAD", "DELETE"].includes(method);

/** `count` bad requests spread over `routes` round-robin, each with at least one defect. */
export function generateBadRequests(routes: readonly RouteShape[], options: GenerateOptions): BadRequest[] {
  const random = seededRandom(options.seed);
  // Encoded as a browser sends them: " 1" travels as %201 (raw, a space would end the request line).
  const badParam = (name: string) => encodeURIComponent(/id$/i.test(name) && !/media/i.test(name) ? random.pick(BAD_IDS) : random.pick(BAD_UUIDS));
  const fill = (path: string, good: boolean) => path.replace(/:(\w+)/g, (_m, name: string) => (good && options.goodParam ? options.goodParam(name) : badParam(name)));
  const json = { "content-type": "application/json" };
  const requests: BadRequest[] = [];
  for (let i = 0; requests.length < options.count; i++) {
    const route = routes[i % routes.length];
    const writes = route.method !== "GET" && route.method !== "HEAD";
    // A write always gets a bad id when it has one: whatever else it carries, it names no row.
    const url = fill(route.path, !writes);
    const kinds = [
      ...(route.path.includes(":") ? ["bad-id"] : []),
      ...(hasBody(route.method) ? ["malformed-json", "deep-json", "nul-body", "pollution", "wrong-content-type", "huge-json"] : []),
      ...(hasBody(route.method) && (options.shapedBodies?.(route) ?? true) ? ["wrong-shape"] : []),
      ...(route.method === "GET" ? ["bad-query", "nul-query"] : []),
      "wrong-method",
      "long-url",
      ...(options.bigHeaders === false ? [] : ["big-header"]),
    ];
    const kind = random.pick(kinds);
    const base = { kind, method: route.method, url, headers: {} as Record<string, string> };
    switch (kind) {
      case "bad-id":
        requests.push({ ...base, url: fill(route.path, false), ...(hasBody(route.method) ? { headers: json, body: "{}" } : {}) });
        break;
      case "malformed-json":
        requests.push({ ...base, headers: json, body: random.pick(MALFORMED_JSON) });
        break;
      case "deep-json": {
        const depth = random.pick([33, 100, 1000, 5000, 20_000]);
        const open = random.next() < 0.5 ? "[" : '{"a":';
        const close = open === "[" ? "]" : "}";
        requests.push({ ...base, headers: json, body: `{"name":${open.repeat(depth)}1${close.repeat(depth)}}` });
        break;
      }
      case "nul-body":
        requests.push({ ...base, headers: json, body: random.pick(['{"name":"a\\u0000b"}', '{"a\\u0000":1}', '{"email":"x\\u0000@example.com","password":"\\u0000"}', '{"ids":["\\u0000"]}']) });
        break;
      case "pollution":
        requests.push({ ...base, headers: json, body: random.pick(POLLUTION) });
        break;
      case "wrong-content-type": {
        // Text and bytes have parsers (uploads): where a handler ignores its body they are no defect.
        const types = options.shapedBodies?.(route) === false ? WRONG_TYPES.filter((type) => !/^(text\/|application\/octet-stream)/.test(type)) : WRONG_TYPES;
        requests.push({ ...base, headers: { "content-type": random.pick(types) }, body: '{"name":"x"}' });
        break;
      }
      case "huge-json":
        requests.push({ ...base, headers: json, body: `{"name":"${"a".repeat(options.maxJsonBytes + random.between(1, 4096))}"}` });
        break;
      case "wrong-shape":
        requests.push({ ...base, headers: json, body: random.pick(WRONG_SHAPES) });
        break;
      case "bad-query":
        requests.push({ ...base, url: `${url}?${random.pick(BAD_QUERIES)}` });
        break;
      case "nul-query":
        requests.push({ ...base, url: `${url}?search=${random.pick(["%00", "a%00b", "%C0%80"])}` });
        break;
      case "wrong-method": {
        const others = METHODS.filter((m) => !options.methodsOf(route.path).includes(m));
        if (!others.length) continue;
        const method = random.pick(others);
        requests.push({ ...base, method, url: fill(route.path, false), ...(hasBody(method) ? { headers: json, body: "{}" } : {}) });
        break;
      }
      case "long-url":
        requests.push({ ...base, url: `${fill(route.path, false)}?search=${"a".repeat(options.maxUrlLength + random.between(1, 4000))}`, ...(hasBody(route.method) ? { headers: json, body: "{}" } : {}) });
        break;
      case "big-header":
        requests.push({ ...base, url: fill(route.path, false), headers: { "x-filler": "h".repeat(random.between(17_000, 24_000)), ...(hasBody(route.method) ? json : {}) }, ...(hasBody(route.method) ? { body: "{}" } : {}) });
        break;
    }
  }
  return requests;
}
