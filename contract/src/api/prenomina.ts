/** The pre-nómina, pay periods and the files for the payroll program. */
import {
  incidenciasArchivoQuerySchema,
  perfilExportacionSchema,
  perfilGuardadoSchema,
  perfilesExportacionSchema,
  vistaPreviaInputSchema,
  vistaPreviaSchema,
} from '../exportacion.js';
import { periodoCerrarSchema, periodoInputSchema, periodoReabrirSchema, periodoSchema } from '../periodos.js';
import { prenominaQuerySchema, prenominaSchema } from '../prenomina.js';
import { file, type ApiGroup } from './route.js';

export const prenominaRoutes: ApiGroup = {
  title: 'Pre-nómina',
  routes: [
    {
      method: 'GET',
      path: '/api/prenomina',
      access: 'readers',
      summary: "A period's pay figures per employee and day (at most 31 days); `formato=xlsx` the workbook.",
      notes:
        "A shift still under way is worked with the note 'En turno' (`enTurno: true`) until its salida plus the tolerance. A closed period answers its frozen figures (`version=N`: an earlier close's); `registro: {secuencia, hash}` is the link of the record that pins them. The workbook has sheets 'Pre-nómina', 'Asistencia diaria', 'Incidencias' and 'Registro'. See [payroll-and-the-law.md](payroll-and-the-law.md).",
      query: prenominaQuerySchema,
      response: prenominaSchema,
      errors: ['periodo_version_not_found'],
    },
    {
      method: 'GET',
      path: '/api/prenomina/incidencias',
      access: 'readers',
      summary: "The incidencias file for the payroll program (`perfil` = `contpaqi`, `noi` or a saved profile's id), one row per incidence.",
      notes: "In the profile's columns, separator, encoding, hours and date format, CRLF lines. Exporting a closed period is audited with the file's SHA-256.",
      query: incidenciasArchivoQuerySchema,
      response: file('text/plain', 'the file, as an attachment.'),
      errors: ['perfil_not_found', 'perfil_incompleto'],
    },
    {
      method: 'GET',
      path: '/api/periodos',
      access: 'readers',
      summary: 'The pay periods with their closes, reopenings and downloads.',
      response: periodoSchema.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/periodos',
      access: 'admin',
      summary: 'Saves a pay period.',
      status: 201,
      request: periodoInputSchema,
      response: periodoSchema,
      errors: ['periodo_overlap'],
    },
    {
      method: 'POST',
      path: '/api/periodos/{id}/cerrar',
      access: 'admin',
      summary: 'Closes a period: its figures are frozen; manual punches, incidencias and festivos inside it are then refused.',
      notes:
        'Closing before the last day is over needs `anticipado: true`, else 409 `periodo_no_termina` (`details.diasPorVenir`). Kiosk punches stored after the close are listed as `checadasDespuesDelCierre`, not counted.',
      request: periodoCerrarSchema,
      response: periodoSchema,
      errors: ['periodo_not_found', 'periodo_already_closed', 'periodo_no_termina'],
    },
    {
      method: 'POST',
      path: '/api/periodos/{id}/reabrir',
      access: 'admin',
      summary: 'Reopens a closed period with a motivo (issue 29); closing it again makes a new version.',
      notes:
        'Every close is kept (`periodo_cierres`, append-only) with its reopening; audited (`periodos.reabrir`) and sent to headquarters as `periodo.reabierto`.',
      request: periodoReabrirSchema,
      response: periodoSchema,
      errors: ['periodo_not_found', 'periodo_abierto'],
    },
    {
      method: 'GET',
      path: '/api/exportacion/perfiles',
      access: 'readers',
      summary: "The 'Exportación a nómina' presets (with a code per bono of the catalogue) and the saved profiles.",
      response: perfilesExportacionSchema,
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/exportacion/perfiles',
      access: 'admin',
      summary: 'Saves an export profile.',
      status: 201,
      request: perfilExportacionSchema,
      response: perfilGuardadoSchema,
      errors: ['perfil_duplicate'],
    },
    {
      method: 'PUT',
      path: '/api/exportacion/perfiles/{id}',
      access: 'admin',
      summary: 'Edits an export profile.',
      request: perfilExportacionSchema,
      response: perfilGuardadoSchema,
      errors: ['perfil_not_found', 'perfil_duplicate'],
    },
    {
      method: 'DELETE',
      path: '/api/exportacion/perfiles/{id}',
      access: 'admin',
      summary: 'Deletes an export profile.',
      status: 204,
      errors: ['perfil_not_found'],
    },
    {
      method: 'POST',
      path: '/api/exportacion/vista-previa',
      access: 'admin',
      summary: 'The first lines a profile would write for a range.',
      request: vistaPreviaInputSchema,
      response: vistaPreviaSchema,
      errors: ['perfil_not_found', 'perfil_incompleto'],
    },
  ],
};
