/**
 * Who a request comes from, as every per-address window counts it: the rate limits, the chat's hand-offs and
 * the upload places. The address is the one TRUST_PROXY lets us believe (server/trust-proxy.ts); an IPv6
 * address counts as its /64 network, since a subscriber is given a whole /64 (RFC 6177) and one machine can
 * speak from any address in it: counted one by one, each of those would be a new visitor.
 */
import { isIPv4, isIPv6 } from "node:net";
import type { FastifyInstance } from "fastify";
import { ClientWentAway } from "./api/errors.ts";

/** The eight 16-bit groups of an IPv6 address, in any of its spellings (`::`, capitals, an IPv4 tail). */
function ipv6Groups(address: string): number[] {
  // The WHATWG URL parser writes an IPv6 host in one canonical form: lower-case hex groups, at most one `::`.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key one visitor is counted under: an IPv4 address as it is (also when a dual-stack socket reports it as
 * `::ffff:a.b.c.d`), an IPv6 address as its /64 (`2001:db8:1:2::/64`).
 */
export function addressGroup(address: string): string {
  // A zone index (`fe80::1%eth0`) names our interface, not the visitor.
  const plain = address.replace(/%.*$/, "");
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The key this request's visitor is counted under (`addressGroup` of its address), read as it arrived. */
    visitor: string;
  }
}

/**
 * Reads each request's visitor as it arrives, in the first hook: once the client hangs up the socket no longer
 * has an address, and a hook that runs after an awaited one (the rate limit's) would read `undefined`. A
 * client that reset the connection before its request was even read has none already: it is gone, and its
 * request goes no further.
 */
export function registerVisitor(app: FastifyInstance): void {
  app.decorateRequest("visitor", "");
  app.addHook("onRequest", (request, _reply, done) => {
    // Typed as a string, but read from a socket that may already be closed.
    const address = request.ip as string | undefined;
    if (address === undefined) {
      done(new ClientWentAway());
      return;
    }
    request.visitor = addressGroup(address);
    done();
  });
}
