import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One updater at a time on a box (a technician's command while the panel's runs): <prefix>/.actualizando holds the
 * running updater's pid. A lock whose process is gone (a power cut) is taken over. Answers the release function, or
 * undefined when another updater is running.
 */
export function takeUpdateLock(prefix: string): (() => void) | undefined {
  const file = join(prefix, '.actualizando');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch {
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder > 0 && alive(holder)) return undefined;
      rmSync(file, { force: true });
    }
  }
  return undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
