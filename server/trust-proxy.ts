/**
 * Which connections and X-Forwarded-For entries the server believes (TRUST_PROXY), as the function Fastify
 * asks for each address from the socket inwards: `(address, hop) => trusted`. The visitor's address, which
 * the rate limits count, is the first one not trusted; entries to its left are whatever the visitor wrote
 * and are never read (docs/decisions/014).
 */
import { BlockList, isIP } from "node:net";

/** The ranges proxy-addr names, which TRUST_PROXY also accepts by name. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  linklocal: [
    ["169.254.0.0", 16],
    ["fe80::", 10],
  ],
  uniquelocal: [
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["fc00::", 7],
  ],
};

/** `::ffff:127.0.0.1`, how a dual-stack socket reports an IPv4 peer, is checked as `127.0.0.1`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    for (const [network, prefix] of NAMED_RANGES[entry] ?? [entry.split("/") as [string, string?]]) {
      const type = isIP(network) === 6 ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(network, type);
      else list.addSubnet(network, Number(prefix), type);
    }
  }
  return list;
}

function contains(list: BlockList, address: string): boolean {
  const ip = plain(address);
  const version = isIP(ip);
  return version !== 0 && list.check(ip, version === 6 ? "ipv6" : "ipv4");
}

const PRIVATE = blockListOf(["loopback", "linklocal", "uniquelocal"]);

/**
 * True when a TRUST_PROXY range reaches past this machine and private networks: anyone out there could then
 * write the address the limits count (`0.0.0.0/0` is `true` under another name). A single address is a
 * proxy's own, public or not.
 */
export function coversPublicAddresses(entry: string): boolean {
  const [network = "", prefix] = entry.split("/");
  const version = isIP(network);
  if (version === 0 || prefix === undefined || Number(prefix) === (version === 4 ? 32 : 128)) return false;
  // Two ranges are nested or apart: this one is private when it starts inside a private range no wider.
  return !Object.values(NAMED_RANGES)
    .flat()
    .some(
      ([privateNetwork, bits]) =>
        isIP(privateNetwork) === version &&
        Number(prefix) >= bits &&
        contains(blockListOf([`${privateNetwork}/${bits}`]), network),
    );
}

export type TrustProxySetting = false | number | string[];

export function proxyTrust(setting: TrustProxySetting): false | ((address: string, hop: number) => boolean) {
  if (setting === false || setting === 0) return false;
  if (typeof setting === "number") {
    // A hop count names no address, so the nearest proxy must at least connect from a private network or
    // this machine: a visitor who reaches the server directly cannot pose as a proxy and pick an address.
    return (address, hop) => hop < setting && (hop > 0 || contains(PRIVATE, address));
  }
  const proxies = blockListOf(setting);
  return (address) => contains(proxies, address);
}
