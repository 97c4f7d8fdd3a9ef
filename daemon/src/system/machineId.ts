import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import nodeMachineId from 'node-machine-id';

let cached: string | undefined;

/**
 * A short id of this box for /api/health and backup names: 8 hex digits of a hash of the OS machine id
 * (node-machine-id), salted with the product name so the raw id (which systemd says to keep private)
 * never leaves the box and cannot be matched with other software's ids. Falls back to the hostname.
 */
export function shortMachineId(): string {
  if (cached) return cached;
  let raw: string;
  try {
    raw = nodeMachineId.machineIdSync(true);
  } catch {
    raw = '';
  }
  cached = createHash('sha256')
    .update(`reloj-checador:${raw || hostname()}`)
    .digest('hex')
    .slice(0, 8);
  return cached;
}
