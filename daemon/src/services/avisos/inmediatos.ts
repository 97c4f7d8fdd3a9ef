import { dayMonthYear, localDate, wallClock } from '@reloj/contract/dates';
import { formatDuracion } from '@reloj/contract/duracion';
import type { RoturaRegistro } from '@reloj/contract/registro';
import type { Alerta } from './alertas.js';

/**
 * Issue 44, the alerts sent at once: each a short Spanish text for its reader, naming the branch, the people (name and
 * número) and the times in the box's zone; never a photo, never a salary. `causa` says what one occurrence is: a second
 * raise of the same cause writes nothing (alertas.ts).
 */

/** '06/04/2026 a las 09:05', in the box's zone. */
export const fechaHora = (at: Date, timeZone: string): string => {
  const { date, hour, minute } = wallClock(at, timeZone);
  return `${dayMonthYear(date)} a las ${hour}:${minute}`;
};

const horaDe = (at: Date, timeZone: string): string => {
  const { hour, minute } = wallClock(at, timeZone);
  return `${hour}:${minute}`;
};

/** 'ANA LÓPEZ (n.º 0007)', or the name alone when the person has no número. */
export const personaText = (p: { nombre: string; numeroEmpleado: string | null }): string =>
  p.numeroEmpleado ? `${p.nombre} (n.º ${p.numeroEmpleado})` : p.nombre;

/** «Entrada», or the kiosk's pairing code when it has no name yet. */
export const kioscoText = (k: { nombre: string | null; codigo: string }): string => (k.nombre ? `«${k.nombre}»` : `con código ${k.codigo}`);

const ORIGEN: Record<string, string> = { diaria: 'diaria', api: 'pedida en el panel', consola: 'pedida en la consola' };

/** What a broken link is about, when it is a row of one person: the punch or the incidencia, whose branch it is. */
export type FilaAlterada =
  | { tipo: 'checada'; persona: { nombre: string; numeroEmpleado: string | null }; hora: string }
  | { tipo: 'incidencia'; persona: { nombre: string; numeroEmpleado: string | null }; fecha: string };

/**
 * The record chain's verification found a break (issue 29): one alert per break (its link and reason), however many
 * verifications find it again.
 */
export function registroAlterado(
  facts: { rotura: RoturaRegistro; origen: string; sucursalId: number | null; fila: FilaAlterada | null },
  at: Date,
  timeZone: string,
): Alerta {
  const { rotura, fila } = facts;
  const donde =
    fila?.tipo === 'checada'
      ? `\nEs la checada n.º ${rotura.filaId} de ${personaText(fila.persona)}, que ahora dice ${fechaHora(new Date(fila.hora), timeZone)}.`
      : fila?.tipo === 'incidencia'
        ? `\nEs la incidencia n.º ${rotura.filaId} de ${personaText(fila.persona)} del ${dayMonthYear(fila.fecha)}.`
        : '';
  return {
    tipo: 'registro_alterado',
    sucursalId: facts.sucursalId,
    titulo: 'Registro alterado',
    texto:
      `La verificación ${ORIGEN[facts.origen] ?? facts.origen} del registro de asistencia del ${fechaHora(at, timeZone)} encontró la cadena rota: ` +
      `${rotura.motivo}${donde}\n` +
      'Alguien cambió el archivo de la base de datos por fuera del programa. Guarda los respaldos anteriores sin borrarlos y revisa «Inicio».',
    datos: { secuencia: rotura.secuencia, tipo: rotura.tipo, filaId: rotura.filaId, motivo: rotura.motivo },
    causa: `${rotura.secuencia}:${rotura.tipo ?? '-'}:${rotura.filaId ?? '-'}:${rotura.motivo}`,
  };
}

const MB = 1024 * 1024;
const espacio = (bytes: number) =>
  bytes >= 1024 * MB ? `${(bytes / 1024 / MB).toFixed(1)} GB` : bytes >= MB ? `${Math.floor(bytes / MB)} MB` : 'menos de 1 MB';

/** The data disk went below the warning line, or filled up: one alert per level and local day. */
export function disco(status: { estado: 'poco' | 'lleno'; libreBytes: number; totalBytes: number }, at: Date, timeZone: string): Alerta {
  const porcentaje = status.totalBytes > 0 ? ((status.libreBytes / status.totalBytes) * 100).toFixed(1) : '0';
  const libre = `quedan ${espacio(status.libreBytes)} libres de ${espacio(status.totalBytes)} (${porcentaje} %)`;
  const lleno = status.estado === 'lleno';
  return {
    tipo: 'disco',
    sucursalId: null,
    titulo: lleno ? 'Disco lleno: no se guardan checadas' : 'Disco casi lleno',
    texto: lleno
      ? `El disco de datos se llenó el ${fechaHora(at, timeZone)} (${libre}): el reloj no puede guardar checadas ni respaldos hasta que se libere espacio.\n` +
        'Borra respaldos viejos en «Sistema» → «Respaldos» o llama al técnico.'
      : `El disco de datos tiene poco espacio desde el ${fechaHora(at, timeZone)}: ${libre}.\n` +
        'Cuando se llene, el reloj dejará de guardar checadas. Borra respaldos viejos en «Sistema» → «Respaldos» o llama al técnico.',
    datos: { estado: status.estado, libreBytes: status.libreBytes, totalBytes: status.totalBytes },
    causa: `${status.estado}:${localDate(at, timeZone)}`,
  };
}

/** The root updater rolled an update back (release/updater.ts): one alert per update attempt (version and start). */
export function actualizacionRevertida(
  status: { version: string | null; anterior: string | null; motivo?: string; inicio: string; fecha: string },
  timeZone: string,
): Alerta {
  const version = status.version ?? 'nueva';
  return {
    tipo: 'actualizacion_revertida',
    sucursalId: null,
    titulo: `Actualización a la versión ${version} revertida`,
    texto:
      `La actualización a la versión ${version} empezó el ${fechaHora(new Date(status.inicio), timeZone)} y se revirtió el ` +
      `${fechaHora(new Date(status.fecha), timeZone)}: el reloj sigue con la versión ${status.anterior ?? 'anterior'}.` +
      `${status.motivo ? ` Motivo: ${status.motivo}` : ''}\n` +
      'Las checadas siguen funcionando. Revisa «Sistema» → «Actualizaciones» antes de intentarlo de nuevo.',
    datos: { version: status.version, anterior: status.anterior, motivo: status.motivo ?? null, inicio: status.inicio, fin: status.fecha },
    causa: `${status.version ?? '-'}|${status.inicio}`,
  };
}

const DANO: Record<string, string> = {
  danada: 'el archivo no pasó la revisión de SQLite',
  vacia: 'el archivo estaba vacío',
  falta: 'el archivo no estaba',
};

/**
 * A damaged database was found at start (issue 26): the box could not keep the alert then (its outbox is in that
 * database), so it is raised at the first start with a usable database, from the note left when the damage was found
 * (jobs/databaseDamage.ts). One alert per damage found.
 */
export function baseDanada(hallazgo: { motivo: string; encontradaEn: string }, at: Date, timeZone: string): Alerta {
  return {
    tipo: 'base_danada',
    sucursalId: null,
    titulo: 'La base de datos estaba dañada',
    texto:
      `Al arrancar el ${fechaHora(new Date(hallazgo.encontradaEn), timeZone)} el reloj encontró dañada su base de datos ` +
      `(${DANO[hallazgo.motivo] ?? hallazgo.motivo}) y dejó de tomar checadas. Volvió a funcionar el ${fechaHora(at, timeZone)} con la base de datos restaurada.\n` +
      'Las checadas hechas entre el respaldo restaurado y la restauración no están en el reloj: revisa la asistencia de esos días y captura a mano las que falten.',
    datos: { motivo: hallazgo.motivo, encontradaEn: hallazgo.encontradaEn, restauradaEn: at.toISOString() },
    causa: hallazgo.encontradaEn,
  };
}

/** N refusals for liveness at one kiosk within M minutes: one alert per burst (the burst's first refusal). */
export function suplantacion(
  facts: { kiosco: { nombre: string | null; codigo: string; sucursalId: number | null }; rechazos: string[]; minutos: number },
  timeZone: string,
): Alerta {
  const times = facts.rechazos.map((iso) => new Date(iso));
  const first = times[0]!;
  const horas = times.map((t) => horaDe(t, timeZone));
  const lista = horas.length > 1 ? `${horas.slice(0, -1).join(', ')} y ${horas.at(-1)}` : horas[0];
  return {
    tipo: 'suplantacion',
    sucursalId: facts.kiosco.sucursalId,
    titulo: `Intentos de suplantación en el kiosco ${kioscoText(facts.kiosco)}`,
    texto:
      `El kiosco ${kioscoText(facts.kiosco)} rechazó ${times.length} intentos de checar en menos de ${facts.minutos} minutos porque no pudo confirmar ` +
      `que hubiera una persona real frente a la cámara (una foto o una pantalla): el ${dayMonthYear(localDate(first, timeZone))} a las ${lista}.\n` +
      'No se guardó ninguna checada ni foto de esos intentos. Revisa quién estaba frente al kiosco a esas horas.',
    datos: { rechazos: facts.rechazos, minutos: facts.minutos },
    causa: `${facts.kiosco.codigo}:${facts.rechazos[0]}`,
  };
}

/** An approved kiosk silent for more than N minutes during working hours: one alert per silence (its last contact). */
export function kioscoSinSenal(
  facts: { kiosco: { nombre: string | null; codigo: string; sucursalId: number | null }; lastSeenAt: string; minutos: number },
  at: Date,
  timeZone: string,
): Alerta {
  const desde = new Date(facts.lastSeenAt);
  const minutos = Math.floor((at.getTime() - desde.getTime()) / 60_000);
  const hace = formatDuracion(minutos);
  return {
    tipo: 'kiosco_sin_senal',
    sucursalId: facts.kiosco.sucursalId,
    titulo: `Kiosco ${kioscoText(facts.kiosco)} sin señal`,
    texto:
      `El kiosco ${kioscoText(facts.kiosco)} no se comunica con el reloj desde el ${fechaHora(desde, timeZone)} (hace ${hace}), en horario de trabajo.\n` +
      'Mientras tanto nadie puede checar en él: revisa que esté encendido y conectado a la red.',
    datos: { ultimaSenal: facts.lastSeenAt, minutosSinSenal: minutos, umbralMinutos: facts.minutos },
    causa: `${facts.kiosco.codigo}:${facts.lastSeenAt}`,
  };
}

/** A request sent from 'Mi asistencia' (issue 43): to whoever answers that branch's requests, once per request. */
export function solicitudNueva(
  facts: {
    id: number;
    persona: { nombre: string; numeroEmpleado: string | null };
    sucursalId: number;
    descripcion: string;
    kiosco: string | null;
    creadaEn: string;
  },
  timeZone: string,
): Alerta {
  const donde = facts.kiosco ? ` desde el kiosco «${facts.kiosco}»` : ' desde el kiosco';
  return {
    tipo: 'solicitud_nueva',
    sucursalId: facts.sucursalId,
    titulo: `Solicitud nueva de ${facts.persona.nombre}`,
    texto:
      `${personaText(facts.persona)} envió una solicitud${donde} el ${fechaHora(new Date(facts.creadaEn), timeZone)}: ${facts.descripcion}.\n` +
      'Apruébala o recházala en «Solicitudes».',
    datos: { solicitudId: facts.id, descripcion: facts.descripcion },
    causa: String(facts.id),
  };
}
