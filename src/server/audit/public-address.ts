import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is on the public internet, the only place the audit
 * may connect to. IPv4 must be ordinary unicast (not loopback, private,
 * link-local with the cloud metadata address 169.254.169.254, CGNAT
 * 100.64/10, multicast, reserved, documentation or unspecified). IPv6 must be
 * ordinary global unicast (2000::/3) and none of the forms that carry an IPv4
 * address inside (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64
 * 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32): a gateway could turn those
 * into a private IPv4 connection.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const first = v6.parts[0] ?? 0;
  // The global unicast block is 2000::/3.
  const globalUnicast = (first & 0xe000) === 0x2000;
  return globalUnicast && v6.range() === 'unicast';
}

/** Whether a URL host (brackets stripped) is an IP literal rather than a name. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);
}

/** Names that never lead to a public website, whatever they resolve to. */
export function isInternalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  return ['localhost', 'local', 'internal', 'localdomain', 'home.arpa', 'lan', 'intranet', 'corp', 'private'].some(
    (suffix) => name === suffix || name.endsWith(`.${suffix}`),
  );
}
