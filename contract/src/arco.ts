/**
 * Derechos ARCO (issue 15 item 5): what GET /api/employees/{id}/datos answers, shared by the daemon and the printable page.
 */
import type { Anulacion, PunchMethod } from './attendance.js';
import type { Employee } from './employees.js';
import type { Consentimiento } from './privacidad.js';

/** One punch of the person, oldest first: no photo and no score, only whether the photo is kept. */
export type ArcoPunch = {
  /** The box's local time with its offset, '2026-11-27T08:01:00-06:00' (so is every instant of the file). */
  hora: string;
  /** The working day it counts for, 'aaaa-mm-dd'. */
  diaLaboral: string;
  tipo: string;
  sucursal: string | null;
  dispositivo: string | null;
  manual: boolean;
  metodo: PunchMethod;
  motivo: string | null;
  conFoto: boolean;
  /** Voided (issue 29): who, when and why; the punch counts for nothing but stays in the record. */
  anulada: Anulacion | null;
};

export type ArcoIncidencia = {
  /** 'aaaa-mm-dd'. */
  fecha: string;
  tipo: string;
  minutos: number | null;
  nota: string | null;
  registradaPor: string;
  /** ISO 8601 instant. */
  registradaEn: string;
};

/** GET /api/employees/{id}/datos (daemon/src/services/privacidad/arco.ts builds it): everything the box holds on the person. */
export type ArcoExport = {
  /** Local time with offset; so are the consents' `fecha` and `retiradoEn` and a void's `fecha`. */
  generadoEn: string;
  empleado: Employee;
  consentimientos: Consentimiento[];
  /** The face templates are said to exist, never given. */
  rostro: { plantillas: number; nota: string };
  checadas: ArcoPunch[];
  incidencias: ArcoIncidencia[];
};
