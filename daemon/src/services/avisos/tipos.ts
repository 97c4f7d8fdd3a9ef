import { dayMonthYear, localDate, wallClock } from '@reloj/contract/dates';
import type { Alerta } from './alertas.js';

/** 'el 06/04/2026 a las 09:05', in the box's zone. */
const whenText = (at: Date, timeZone: string) => {
  const { date, hour, minute } = wallClock(at, timeZone);
  return `el ${dayMonthYear(date)} a las ${hour}:${minute}`;
};

/**
 * The alerts raised so far, each a short Spanish text for its reader. A failed daily backup: one alert per local day,
 * however many hourly checks fail that day.
 */
export function respaldoFallido(motivo: string, at: Date, timeZone: string): Alerta {
  const day = localDate(at, timeZone);
  return {
    tipo: 'respaldo_fallido',
    sucursalId: null,
    titulo: 'No se pudo hacer el respaldo diario',
    texto: `El respaldo automático falló ${whenText(at, timeZone)}. Motivo: ${motivo}\nEl reloj lo intentará de nuevo cada hora; revisa «Sistema» → «Respaldos» y el espacio en disco.`,
    datos: { fecha: day, motivo },
    causa: day,
  };
}

/** An account locked by wrong passwords: one alert per lock (the account, the address, the instant it began). */
export function cuentaBloqueada(facts: { usuario: string; ip: string; fallos: number; esperaSegundos: number }, at: Date, timeZone: string): Alerta {
  return {
    tipo: 'cuenta_bloqueada',
    sucursalId: null,
    titulo: `Cuenta «${facts.usuario}» bloqueada por contraseñas incorrectas`,
    texto: `La cuenta «${facts.usuario}» quedó bloqueada ${whenText(at, timeZone)} tras ${facts.fallos} contraseñas incorrectas desde la dirección ${facts.ip}. Cada intento fallido más alarga la espera.\nSi no fuiste tú, cambia la contraseña en «Usuarios»; para desbloquearla: npm run admin -- unlock ${facts.usuario}`,
    datos: { ...facts },
    causa: `${facts.usuario}:${facts.ip}:${at.toISOString()}`,
  };
}
