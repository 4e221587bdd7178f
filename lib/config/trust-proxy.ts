import { BlockList, isIP } from "node:net";
import { z } from "zod";

/**
 * The proxies whose X-Forwarded-For entries are believed (docs/rate-limits.md): the console's
 * TRUST_PROXY (nginx in front of it) and the api's API_TRUST_PROXY (the console, or an nginx between)
 * are read by the one rule here, so both sides mean the same by the same words.
 */
export interface TrustedProxies {
  /** The nearest hops believed whatever their address (TRUST_PROXY=1 for one nginx). */
  hops: number;
  /** Or the hops believed by their address. */
  addresses?: BlockList;
}

/** Names Express and Fastify accept too, so one value reads the same on every side. */
const NAMED: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [["127.0.0.0", 8, "ipv4"], ["::1", 128, "ipv6"]],
  linklocal: [["169.254.0.0", 16, "ipv4"], ["fe80::", 10, "ipv6"]],
  uniquelocal: [["10.0.0.0", 8, "ipv4"], ["172.16.0.0", 12, "ipv4"], ["192.168.0.0", 16, "ipv4"], ["fc00::", 7, "ipv6"]],
};

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** A trust setting: unset, a number of hops, or addresses, CIDR ranges and the names above. */
export const trustProxyRule = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, context): TrustedProxies => {
      const text = value?.trim() ?? "";
      if (text === "" || text === "false") return { hops: 0 };
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops <= 10) return { hops };
      }
      if (text === "true") {
        context.addIssue({ code: "custom", message: `${name}=true would believe any address a client claims: give the number of proxies in front, or their addresses.` });
        return z.NEVER;
      }
      const addresses = new BlockList();
      for (const entry of text.split(",").map((part) => part.trim())) {
        const [address, bits, extra] = entry.split("/");
        if (NAMED[entry]) for (const [net, prefix, kind] of NAMED[entry]) addresses.addSubnet(net, prefix, kind);
        else if (isIP(address) && extra === undefined && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 6 ? 128 : 32)))) {
          if (bits === undefined) addresses.addAddress(address, family(address));
          else addresses.addSubnet(address, Number(bits), family(address));
        } else {
          context.addIssue({ code: "custom", message: `${name}: "${entry}" is neither a number of proxies (0 to 10), an address, a CIDR range, nor loopback, linklocal or uniquelocal.` });
          return z.NEVER;
        }
      }
      return { hops: 0, addresses };
    });

/** The console's TRUST_PROXY. */
export const trustProxy = trustProxyRule("TRUST_PROXY");

/** The setting as the console's environment keeps it, a string, checked at start with trustProxy's words. */
export const trustProxySetting = z
  .string()
  .optional()
  .superRefine((value, context) => {
    for (const issue of trustProxy.safeParse(value).error?.issues ?? []) context.addIssue({ code: "custom", message: issue.message });
  });

/** Whether the hop at `index` (0: the socket's peer) at `address` is a proxy whose word is taken. */
export const isTrustedHop = (trust: TrustedProxies) => (address: string, index: number) =>
  index < trust.hops || (isIP(plain(address)) !== 0 && (trust.addresses?.check(plain(address), family(plain(address))) ?? false));

/** "::ffff:192.0.2.1", as Node reports an IPv4 peer on a dual-stack socket, is 192.0.2.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy, in which case the
 * address it appended to X-Forwarded-For, and so on, hop by hop, from the right. Entries left of the
 * last trusted hop are the client's own claims and never read. Undefined without a peer.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trust: TrustedProxies): string | undefined {
  if (!peer) return undefined;
  const chain = [peer, ...(forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean).reverse()].map(plain);
  let index = 0;
  while (index < chain.length - 1) {
    // A trusted hop's word is taken only for a well-formed address.
    if (!isTrustedHop(trust)(chain[index], index) || isIP(chain[index + 1]) === 0) break;
    index += 1;
  }
  return chain[index];
}
