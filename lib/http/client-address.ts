import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the store are trusted to say who the client is (TRUST_PROXY, read by
 * lib/env.ts), the way Express's `trust proxy` works: a number of hops, or the proxies' addresses.
 * null (unset) means none: the client is the TCP peer and X-Forwarded-For is never read.
 */
export type TrustProxy = { hops: number } | { proxies: BlockList } | null;

/** Express's named ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * TRUST_PROXY as written: empty, 'false' or '0' for none; 'true' for every hop; a whole number of
 * hops; or a comma-separated list of addresses, CIDR ranges and the names loopback, linklocal and
 * uniquelocal. Throws on anything else, so a typo never silently trusts or ignores a proxy.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return null;
  if (value === 'true') return { hops: Number.MAX_SAFE_INTEGER };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const proxies = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const [address, bits, extra] = range.split('/');
      if (!isIP(address) || extra !== undefined || (bits !== undefined && !/^\d+$/.test(bits)))
        throw new Error(`TRUST_PROXY: "${entry}" no es un número de saltos ni una dirección o rango de proxies`);
      if (bits === undefined) proxies.addAddress(address, family(address));
      else proxies.addSubnet(address, Number(bits), family(address));
    }
  }
  return { proxies };
}

/** An address as a proxy writes it, without port, brackets or IPv4-mapped prefix; null when it is no address. */
function plainAddress(text: string | undefined): string | null {
  let address = (text ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : null;
}

const isLoopback = (address: string): boolean => /^(127\.|::1$)/.test(address);

/**
 * The client's address for per-address limits. Without trusted proxies it is the TCP peer. With
 * them, the peer and then X-Forwarded-For from the right (each proxy appends the address it saw)
 * are walked past the trusted hops; entries further left were written by the client and are never
 * read. An entry that is no address stops the walk at the last proxy, which is then the answer.
 */
export function clientAddressFrom(peer: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustProxy): string {
  const direct = plainAddress(peer) ?? peer ?? 'unknown';
  if (!trust) return direct;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').filter((part) => part.trim() !== '');
  const chain = [direct, ...forwarded.reverse()];
  const trusted = (address: string, hop: number) => ('hops' in trust ? hop < trust.hops : trust.proxies.check(address, family(address)));
  let client = direct;
  const walked = [direct];
  for (let hop = 0; hop < chain.length - 1 && trusted(client, hop); hop++) {
    const next = plainAddress(chain[hop + 1]);
    if (!next) break;
    client = next;
    walked.push(next);
  }
  // A loopback client is the store's own machine, which per-address caps leave alone: only a TCP
  // peer may be that. Read from the header it may have been written by a client that reached the
  // port directly (X-Forwarded-For: 127.0.0.1), so the client is then the nearest hop that is not
  // loopback, or the peer.
  if (client === direct || !isLoopback(client)) return client;
  return walked.reverse().find((address) => !isLoopback(address)) ?? direct;
}

/** The eight 16-bit groups of an IPv6 address (a zone id dropped, an embedded IPv4 tail read as two groups), or null. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (isIP(bare) !== 6) return null;
  let text = bare;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (side: string | undefined) => (side ? side.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** An IPv6 address's first `bits` (a multiple of 16) as a CIDR block, or null for anything else. */
function ipv6Block(address: string, bits: 48 | 64): string | null {
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, bits / 16)
        .map((group) => group.toString(16))
        .join(':')}::/${bits}`
    : null;
}

/**
 * What per-address limits count as one client: an IPv4 address itself, and an IPv6 address's /64,
 * the block one subscriber is given (anyone holding one can use all its 2^64 addresses, so a limit
 * per address would be no limit). Loopback and the non-addresses 'local' and 'unknown' stay as they are.
 */
export function limitAddress(address: string): string {
  if (address === '::1') return address;
  return ipv6Block(address, 64) ?? address;
}

/**
 * The wider block an IPv6 client's /64 lies in (a /48, what a site is usually given), for totals
 * over many /64s of one holder; null for IPv4 and anything else.
 */
export function wideLimitAddress(address: string): string | null {
  if (address === '::1') return null;
  return ipv6Block(address, 48);
}
