import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module at `url` is the script node was started with. Node gives the main module its real path, and the
 * box starts scripts through /opt/reloj-checador/actual (a link): argv[1] is resolved the same way before comparing.
 */
export function isMainModule(url: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}
