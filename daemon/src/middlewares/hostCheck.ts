import type { Middleware } from 'koa';
import { networkInterfaces } from 'node:os';
import { hostNotAllowed } from '../errors.js';
import type { Logger } from '../logger.js';
import { boxNames } from '../system/certificate.js';

const REFRESH_MS = 30_000;

/** The names and addresses this box answers to: those of its certificate, every interface address, localhost and any configured extra. */
export function boxHostNames(extra: readonly string[], certificateNames: () => readonly string[] = () => []): Set<string> {
  const names = boxNames();
  const all = new Set<string>([...names.dns, ...names.ips, 'localhost', '127.0.0.1', '::1', ...[...extra, ...certificateNames()].map((h) => h.toLowerCase())]);
  for (const list of Object.values(networkInterfaces())) for (const address of list ?? []) all.add(address.address.toLowerCase().split('%')[0]!);
  return all;
}

/**
 * Answers only requests addressed to this box by one of its own names (DNS rebinding: a page on
 * evil.example whose name now points at the box must not get answers). Anything else gets 421.
 * Addresses change with DHCP: an unknown name makes the list be read again, at most every 30 s.
 */
export function hostCheck(logger: Logger, names: () => Set<string>): Middleware {
  let allowed = names();
  let readAt = performance.now(); // elapsed time only: monotonic, never the wall clock
  const allows = (host: string) => {
    if (allowed.has(host)) return true;
    if (performance.now() - readAt > REFRESH_MS) {
      allowed = names();
      readAt = performance.now();
    }
    return allowed.has(host);
  };
  return async (ctx, next) => {
    const host = ctx.hostname
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1')
      .replace(/\.$/, '');
    if (!host || !allows(host)) {
      logger.warn({ evento: 'host_rechazado', host: ctx.get('Host').slice(0, 100), ip: ctx.req.socket.remoteAddress }, 'request for a foreign host refused');
      throw hostNotAllowed();
    }
    await next();
  };
}
