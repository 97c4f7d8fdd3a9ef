/** The box itself: its clock, its health, its home page, its link to headquarters, its updates and its record. */
import { actualizacionesSchema, instalacionSolicitadaSchema, paqueteIdParamsSchema, paquetePreparadoSchema } from '../actualizaciones.js';
import { equipoSchema, equipoUpdateSchema } from '../equipo.js';
import { corporativoEstadoSchema } from '../eventos.js';
import { healthSchema } from '../health.js';
import { reconocimientoQuerySchema, reconocimientoSchema } from '../reconocimiento.js';
import { verificacionRegistroSchema } from '../registro.js';
import { relojSchema } from '../reloj.js';
import { resumenSchema } from '../resumen.js';
import { openApiDocumentSchema } from './openapi.js';
import { file, type ApiGroup } from './route.js';

export const systemRoutes: ApiGroup = {
  title: 'The box',
  routes: [
    {
      method: 'GET',
      path: '/api/reloj',
      access: 'public',
      summary: "The box's clock: the instant (UTC ISO), its local date and time, and its zone (TZ).",
      notes: 'The panel and the kiosk take every "today", default date and shown time from it, never from the browser\'s zone.',
      response: relojSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/health',
      access: 'public',
      summary: "The box's health: version, machine id, database, face engine, disk and clock.",
      notes:
        "`machineId`: 8 hex digits of a salted hash of the OS machine id; `disk.status` `low` below 5 % or 200 MB free, `full` once a write failed for lack of space (a full disk does not make `ok` false). While the database is damaged: 503 `{ok: false, db: 'damaged', code: 'base_danada', error, details}`.",
      response: healthSchema,
      errors: ['base_danada'],
    },
    {
      method: 'GET',
      path: '/api/openapi.json',
      access: 'admin',
      summary: 'This description of the API as an OpenAPI 3.1 document, generated from the contract.',
      response: openApiDocumentSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/resumen',
      access: 'readers',
      summary: "The home page: pending kiosks, the first-run checklist, employees without a face, missing salidas, today's arrivals, the data disk.",
      notes:
        "`configuracion` is for administrators (null for other roles); lists cover the account's branches. `registro` is the latest verification of the record.",
      response: resumenSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/equipo',
      access: 'readers',
      summary: "This box's name as the home page shows it ('Este equipo: …'), which 'Restaurar' asks to type.",
      notes: "Without a name given (`propio` false) it is `predeterminado`: the company's name in 'Reglas', else the only sucursal's, else 'Reloj Checador'.",
      response: equipoSchema,
      errors: [],
    },
    {
      method: 'PUT',
      path: '/api/equipo',
      access: 'admin',
      summary: 'Gives the box a name (audited as `equipo.actualizar`); an empty one goes back to `predeterminado`.',
      notes:
        'Kept in RELOJ_DATA_DIR, beside the signing keys: it names the machine, so restoring a backup does not change it. At most 60 characters, on one line.',
      request: equipoUpdateSchema,
      response: equipoSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/corporativo',
      access: 'admin',
      summary: "'Sucursal conectada': the link to headquarters (configured, connected, events pending, last acknowledgement).",
      notes: 'See [headquarters.md](headquarters.md).',
      response: corporativoEstadoSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/actualizaciones',
      access: 'admin',
      summary: "The program's version on the box and the last update's progress.",
      notes: "`estado` is null or the root updater's progress (`RELOJ_DATA_DIR/actualizaciones/estado.json`); a finished one is put in the audit log first.",
      response: actualizacionesSchema,
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/actualizaciones/paquete',
      access: 'admin',
      summary: 'Uploads a release bundle and checks its signed manifest (keys, architecture, installed version).',
      notes: 'The body is the bundle as `application/octet-stream` (413 over 400 MB). The file is kept, one at a time; a refusal keeps nothing.',
      request: file('application/octet-stream', 'the release bundle (`.tar.zst`).'),
      response: paquetePreparadoSchema,
      errors: [
        'firma_no_valida',
        'arquitectura_distinta',
        'version_no_nueva',
        'version_muy_vieja',
        'paquete_ilegible',
        'payload_too_large',
        'actualizacion_en_curso',
      ],
    },
    {
      method: 'POST',
      path: '/api/actualizaciones/paquete/{id}/instalar',
      access: 'admin',
      summary: "Hands the checked bundle to the root updater (systemd's `reloj-actualizar.path`).",
      notes: 'Audited as `actualizaciones.solicitar`.',
      params: paqueteIdParamsSchema,
      status: 202,
      response: instalacionSolicitadaSchema,
      errors: ['actualizacion_en_curso', 'paquete_no_preparado'],
    },
    {
      method: 'GET',
      path: '/api/registro/verificacion',
      access: 'admin',
      summary: "Recomputes the record's hash chain now and names the first row or link that does not hold.",
      notes: 'See [record.md](record.md). Each result is kept; `GET /api/resumen` answers the latest.',
      response: verificacionRegistroSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/reconocimiento',
      access: 'admin',
      summary: "The 'Reconocimiento' report over 1-90 days: kiosk attempts, refusals by reason, score and margin distributions, drifting employees.",
      notes: 'It changes nothing; attempts are kept 90 days (never the photo).',
      query: reconocimientoQuerySchema,
      response: reconocimientoSchema,
      errors: [],
    },
  ],
};
