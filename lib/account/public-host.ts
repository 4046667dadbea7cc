/*
 * Push endpoints are URLs the server later POSTs to, so a stored one must not point inside the
 * network (SSRF). This checks the literal URL only; a public name that resolves to a private
 * address is the push sender's concern (it should refuse private peers at connect time).
 */

const BLOCKED_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa', '.lan', '.intranet', '.corp'];

/** IPv4 ranges that are not public: [first octets as a 32-bit base, prefix length]. */
const PRIVATE_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4ToNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** True when `ip` (dotted IPv4) is in a private, loopback, link-local, shared, documentation or multicast range. */
export function isPrivateIpv4(ip: string): boolean {
  const n = v4ToNumber(ip);
  if (n === null) return true;
  return PRIVATE_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(n / size) === Math.floor(v4ToNumber(base)! / size);
  });
}

/** The eight 16-bit groups of an IPv6 literal (no brackets), or null when it is not one. */
function v6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const v4Tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (v4Tail) {
    const n = v4ToNumber(v4Tail[1]);
    if (n === null) return null;
    text = text.slice(0, -v4Tail[1].length) + `${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if ((tail === undefined && missing !== 0) || missing < 0) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.some(Number.isNaN) ? null : groups;
}

/** True when `ip` (IPv6, no brackets) is unspecified, loopback, unique-local, link-local, multicast or maps a private IPv4. */
export function isPrivateIpv6(ip: string): boolean {
  const g = v6Groups(ip);
  if (!g) return true;
  if (g.slice(0, 7).every((x) => x === 0) && g[7] <= 1) return true; // :: and ::1
  if ((g[0] & 0xfe00) === 0xfc00 || (g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xff00) === 0xff00) return true;
  const mapped = g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0);
  if (mapped) return isPrivateIpv4(`${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`);
  return false;
}

/** True when `hostname` (as URL parsing leaves it) names a public host: not local, not internal, not a private address. */
export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) return !isPrivateIpv6(host.slice(1, -1));
  if (/^[\d.]+$/.test(host)) return !isPrivateIpv4(host);
  if (!host.includes('.') || host === 'localhost') return false;
  return !BLOCKED_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** True for an https URL without credentials whose host is public (a push subscription endpoint). */
export function isPublicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && isPublicHostname(url.hostname);
}
