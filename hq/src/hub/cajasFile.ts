import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cajaPermissions } from './permissions.js';

/** The service user local clients are bound to (hubConfig: no_auth_user). */
export const SERVICE_USER = 'corporativo';

export type CajaCredenciales = { caja: string; usuario: string; password: string };

const HEADER = `# Usuarios del hub del corporativo (issue 17). Lo escribe "npm run nueva-caja -w hq"; no lo edite a mano.
# Cada caja publica solo bajo reloj.<caja>.> (más lo que JetStream necesita para que el corporativo la replique).
users = [
  { user: "${SERVICE_USER}" }
`;
const FOOTER = ']\n';
const MARK = /# caja: ([a-z0-9-]+)$/gm;

const line = (c: CajaCredenciales): string =>
  `  { user: ${JSON.stringify(c.usuario)}, password: ${JSON.stringify(c.password)}, permissions: ${JSON.stringify(cajaPermissions(c.caja))} } # caja: ${c.caja}\n`;

/** The box ids in the users file (none if it does not exist yet). */
export function cajasOf(file: string): string[] {
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(MARK)].map((m) => m[1]!);
}

/** Creates the users file with the service user only, if it does not exist (the hub cannot start without it). */
export function ensureCajasFile(file: string): void {
  if (!existsSync(file)) writeFileSync(file, HEADER + FOOTER, { mode: 0o600 });
}

/** Adds one box's user, keeping the others; written to a temporary file and renamed, mode 0600 (passwords). */
export function appendCaja(file: string, credenciales: CajaCredenciales): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER + FOOTER;
  const end = current.lastIndexOf(FOOTER);
  if (end < 0) throw new Error(`El archivo de usuarios ${file} no tiene el formato esperado (falta el cierre "]").`);
  replaceFile(file, current.slice(0, end) + line(credenciales) + current.slice(end));
}

/** Takes one box's user out again (nueva-caja undoing a failed issue); the other lines stay as they were. */
export function removeCaja(file: string, caja: string): void {
  const current = readFileSync(file, 'utf8');
  const mark = ` # caja: ${caja}\n`;
  replaceFile(
    file,
    current
      .split(/(?<=\n)/)
      .filter((l) => !l.endsWith(mark))
      .join(''),
  );
}

const CAJA_LINE = /^ {2}\{ user: ("(?:[^"\\]|\\.)*"), password: ("(?:[^"\\]|\\.)*"), permissions: .* \} # caja: ([a-z0-9-]+)\n$/;

/**
 * Writes every box's permissions as this version of headquarters gives them, keeping each user and password: a box
 * issued before a version that widened them (issue 32's release reads) gets them without being issued again.
 * Answers the boxes whose line changed; the file is rewritten only if one did. A line it cannot read stops it,
 * changing nothing.
 */
export function refreshPermissions(file: string): string[] {
  const current = readFileSync(file, 'utf8');
  const changed: string[] = [];
  const lines = current.split(/(?<=\n)/).map((text) => {
    if (!/ # caja: [a-z0-9-]+\n$/.test(text)) return text;
    const match = CAJA_LINE.exec(text);
    if (!match) throw new Error(`El archivo de usuarios ${file} tiene una línea de caja que no se puede leer: ${text.trim().slice(0, 80)}`);
    const updated = line({ usuario: JSON.parse(match[1]!) as string, password: JSON.parse(match[2]!) as string, caja: match[3]! });
    if (updated !== text) changed.push(match[3]!);
    return updated;
  });
  if (changed.length > 0) replaceFile(file, lines.join(''));
  return changed;
}

function replaceFile(file: string, text: string): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, text, { mode: 0o600 });
  renameSync(tmp, file);
}
