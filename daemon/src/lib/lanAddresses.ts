import { hostname, networkInterfaces } from 'node:os';

/** The box's IPv4 addresses on its networks (no loopback, no link-local), as a technician types them. */
export function lanAddresses(interfaces = networkInterfaces()): string[] {
  const out: string[] = [];
  for (const list of Object.values(interfaces))
    for (const address of list ?? []) if (address.family === 'IPv4' && !address.internal && !address.address.startsWith('169.254.')) out.push(address.address);
  return [...new Set(out)].sort();
}

/** Where a laptop on the same network opens the panel: the box's name on the LAN (mDNS), then each address. */
export function panelAddresses(httpsPort: number | undefined, port: number, addresses = lanAddresses(), name = hostname()): string[] {
  const base = (host: string) => (httpsPort ? `https://${host}:${httpsPort}/admin` : `http://${host}:${port}/admin`);
  return [base(`${name}.local`), ...addresses.map(base)];
}

/**
 * Where a phone on the same network reads the privacy notice (the kiosk shows it under its button): the box's name on
 * the LAN (mDNS) over HTTPS, else its first LAN address; never localhost, which on a phone is the phone itself.
 */
export function privacyAddress(httpsPort: number | undefined, port: number, addresses = lanAddresses(), name = hostname()): string {
  const named = name && name !== 'localhost' ? `${name}.local` : undefined;
  if (httpsPort) return `https://${named ?? addresses[0] ?? 'localhost'}:${httpsPort}/privacidad`;
  return `http://${addresses[0] ?? named ?? 'localhost'}:${port}/privacidad`;
}
