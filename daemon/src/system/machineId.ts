import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import nodeMachineId from 'node-machine-id';

let cached: string | undefined;

const shortIdOf = (raw: string): string =>
  createHash('sha256')
    .update(`reloj-checador:${raw || hostname()}`)
    .digest('hex')
    .slice(0, 8);

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
  cached = shortIdOf(raw);
  return cached;
}

/**
 * Reads the id without blocking (issue 46, cold start): node-machine-id asks a shell, and its synchronous form holds
 * the daemon's start for the shell's whole life. The daemon starts this first and awaits it before it needs the id.
 */
export async function loadMachineId(): Promise<string> {
  if (cached) return cached;
  let raw: string;
  try {
    raw = await nodeMachineId.machineId(true);
  } catch {
    raw = '';
  }
  cached ??= shortIdOf(raw);
  return cached;
}
