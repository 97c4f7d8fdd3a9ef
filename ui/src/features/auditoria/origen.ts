/**
 * Where a change was made from, as a shop owner reads it (issue 45): the box itself, a device on the shop's network, or
 * another network, instead of a bare IP address. An IPv4 address written as IPv6 (::ffff:192.168.1.20) is read as IPv4.
 */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;
// RFC 1918 and link-local IPv4; IPv6 unique-local (fc00::/7) and link-local (fe80::/10).
const LOCAL = /^(10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|f[cd][0-9a-f]{2}:.*|fe[89ab][0-9a-f]:.*)$/i;

/** '127.0.0.1' → 'desde este equipo'; '192.168.1.20' → 'desde la red local (192.168.1.20)'; '201.141.3.9' → 'desde otra red (201.141.3.9)'. */
export function origenTexto(ip: string): string {
  const address = ip.trim().replace(/^::ffff:/i, '');
  if (LOOPBACK.test(address)) return 'desde este equipo';
  if (LOCAL.test(address)) return `desde la red local (${address})`;
  return `desde otra red (${address})`;
}
