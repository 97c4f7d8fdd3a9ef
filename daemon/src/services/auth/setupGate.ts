import { timingSafeEqual } from 'node:crypto';
import { humanCode } from '../../lib/humanCode.js';
import { isLoopback } from '../../lib/network.js';

/**
 * The first-run setup may be done from the box itself, or from the LAN with the one-time code the
 * daemon writes to its log at start (so only someone who can read the box's journal can take it).
 */
export function createSetupGate() {
  const code = humanCode();
  return {
    code,
    allows(remoteAddress: string | undefined, offered: string | undefined): boolean {
      if (isLoopback(remoteAddress)) return true;
      if (!offered) return false;
      const a = Buffer.from(offered.trim().toUpperCase());
      const b = Buffer.from(code);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

export type SetupGate = ReturnType<typeof createSetupGate>;
