/**
 * Whether an IP rule covers an address: the client-side guard that keeps an administrator from
 * denying the address they signed in from (`loginIp` of `/getInfo`), which would lock them out.
 */
import { ipVersion, parseIpRule } from './ip';

/** The address as a number of its bit width (IPv4-mapped IPv6 addresses count as IPv4). */
function addressBits(address: string): { bits: bigint; width: 32 | 128 } | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const version = ipVersion(ip);
  if (version === 4) {
    const bits = ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
    return { bits, width: 32 };
  }
  if (version !== 6) return undefined;
  const [head = '', tail] = ip.split('::');
  const toGroups = (text: string) => {
    if (!text) return [];
    const parts = text.split(':');
    const last = parts.at(-1) ?? '';
    if (!last.includes('.')) return parts.map((g) => parseInt(g, 16));
    const v4 = last.split('.').map(Number) as [number, number, number, number];
    return [...parts.slice(0, -1).map((g) => parseInt(g, 16)), v4[0] * 256 + v4[1], v4[2] * 256 + v4[3]];
  };
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return { bits: groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n), width: 128 };
}

/** Whether "address[/prefix]" (a rule as typed) covers `address`. */
export function ruleCovers(ruleText: string, address: string): boolean {
  const rule = parseIpRule(ruleText);
  const network = rule && addressBits(rule.ip);
  const host = addressBits(address.trim());
  if (!rule || !network || !host || network.width !== host.width) return false;
  const shift = BigInt(network.width - Math.min(rule.cidr, network.width));
  return network.bits >> shift === host.bits >> shift;
}
