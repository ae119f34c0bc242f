/**
 * Client-side check of an IP rule's address: an IPv4/IPv6 address, optionally with a CIDR prefix
 * ("10.20.0.0/16", "2001:db8::/32"). The server checks again; this only spares a round trip.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 for IPv4, 6 for IPv6 (with "::" compression and an IPv4 tail), undefined otherwise. */
export function ipVersion(ip: string): 4 | 6 | undefined {
  if (IPV4.test(ip)) return 4;
  if (!/^[0-9a-f:.]+$/i.test(ip)) return undefined;
  const halves = ip.split('::');
  if (halves.length > 2) return undefined;
  const [head = '', tail] = halves;
  const groups = [...(head ? head.split(':') : []), ...(tail ? tail.split(':') : [])];
  const last = groups.at(-1) ?? '';
  const v4Tail = IPV4.test(last);
  const hex = v4Tail ? groups.slice(0, -1) : groups;
  if (!hex.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const count = hex.length + (v4Tail ? 2 : 0);
  // Without "::" all 8 groups are written; with it, at least one group is compressed away.
  return (tail === undefined ? count === 8 : count < 8) ? 6 : undefined;
}

/** `{ip, cidr}` of "address[/prefix]"; a bare address is one host (/32 or /128). */
export function parseIpRule(text: string): { ip: string; cidr: number } | undefined {
  const parts = text.trim().split('/');
  if (parts.length > 2) return undefined;
  const [address = '', prefix] = parts;
  const version = ipVersion(address);
  if (!version) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefix === undefined) return { ip: address.toLowerCase(), cidr: max };
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return undefined;
  return { ip: address.toLowerCase(), cidr: Number(prefix) };
}

/** How a stored rule is shown and edited: "address/prefix". */
export function ipRuleText(rule: { ip: string; cidr: number }): string {
  return `${rule.ip}/${rule.cidr}`;
}
