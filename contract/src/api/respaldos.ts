/** Backups: the list, a backup now, the file, the box's public key, and a restore from the panel. */
import {
  backupNameParamsSchema,
  backupSchema,
  restauracionConfirmarSchema,
  restauracionDesdeListaSchema,
  restauracionIdParamsSchema,
  restauracionEnCursoSchema,
  restauracionPreparadaSchema,
} from '../respaldos.js';
import { file, type ApiGroup } from './route.js';

export const respaldoRoutes: ApiGroup = {
  title: 'Backups',
  routes: [
    {
      method: 'GET',
      path: '/api/respaldos',
      access: 'admin',
      summary: 'The backups, newest first.',
      notes: 'See [backups.md](backups.md).',
      response: backupSchema.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/respaldos',
      access: 'admin',
      summary: 'Makes a backup now.',
      status: 201,
      response: backupSchema,
      errors: ['backup_busy', 'backup_no_space', 'sin_espacio'],
    },
    {
      method: 'GET',
      path: '/api/respaldos/{nombre}/descarga',
      access: 'admin',
      summary: 'The backup file, signature included: it restores as downloaded.',
      notes: "400 for a name that is not a backup's.",
      params: backupNameParamsSchema,
      response: file('application/octet-stream', 'the backup, as an attachment.'),
      errors: ['backup_not_found', 'bad_request'],
    },
    {
      method: 'GET',
      path: '/api/respaldos/clave-publica',
      access: 'admin',
      summary: "This box's Ed25519 public key, which another box needs to restore this box's backups.",
      response: file('application/x-pem-file', '`reloj-<caja>-clave-publica.pem`, an attachment.'),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/respaldos/restauracion',
      access: 'admin',
      summary: 'Checks a backup to restore, as `restore-backup` does: a listed one by name, or the file itself.',
      notes:
        "JSON `{nombre}`, or the file as `application/octet-stream` (`?archivo=` its name; 413 over 512 MB). 422 `respaldo_rechazado` with the reason ('El respaldo fue alterado…'), nothing changed. One checked copy is kept at a time.",
      request: restauracionDesdeListaSchema,
      response: restauracionPreparadaSchema,
      errors: ['backup_not_found', 'respaldo_rechazado', 'payload_too_large'],
    },
    {
      method: 'POST',
      path: '/api/respaldos/restauracion/{id}/confirmar',
      access: 'admin',
      summary: 'Restores the checked backup: the daemon restarts and installs it before opening the database.',
      notes:
        "`confirmacion` must be the box's name (`confirmarCon`, as GET /api/equipo and the home page show it; case, accents and extra spaces aside; the box's id, asked for before, is still accepted); another box's backup needs `aceptarOtraCaja: true` and `clavePublica`, the PEM that box exported, which must have signed it.",
      params: restauracionIdParamsSchema,
      status: 202,
      request: restauracionConfirmarSchema,
      response: restauracionEnCursoSchema,
      errors: ['restauracion_no_preparada', 'respaldo_rechazado'],
    },
  ],
};
