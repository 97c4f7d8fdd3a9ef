import { z } from 'zod';

/** A row id: a positive integer. */
export const idSchema = z
  .number({ error: 'El id debe ser un número entero positivo.' })
  .int('El id debe ser un número entero positivo.')
  .positive('El id debe ser un número entero positivo.');

/** A calendar date 'YYYY-MM-DD' that exists ('2026-02-30' does not). */
export const isoDate = (label: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? `${label} es obligatoria.` : `${label} debe ser una fecha real con el formato AAAA-MM-DD.`,
  });

/** A wall-clock time 'HH:MM' on 24 hours. */
export const clockTime = (label: string) =>
  z.iso.time({
    precision: -1,
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? `${label} es obligatoria.` : `${label} debe tener el formato HH:MM de 24 horas (de 00:00 a 23:59).`,
  });

/** A local date and time 'YYYY-MM-DDTHH:MM' (the box's time zone). */
export const localDateTime = (label: string) =>
  z.iso.datetime({
    local: true,
    precision: -1,
    error: (issue) => (issue.input === undefined || issue.input === '' ? `${label} es obligatoria.` : `${label} debe tener el formato AAAA-MM-DDTHH:MM.`),
  });

export { addDays, daysBetween, weekday } from './dates.js';

export const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
