/** Punches as the panel sees them, manual punches, voids, incidencias and the requests sent from the kiosk. */
import { anularChecadaRequestSchema, attendanceQuerySchema, punchSchema } from '../attendance.js';
import { incidenciaInputSchema, incidenciaSchema, incidenciasQuerySchema } from '../incidencias.js';
import { manualPunchInputSchema } from '../attendance.js';
import { rechazoSchema, solicitudAprobadaSchema, solicitudSchema, solicitudesQuerySchema } from '../solicitudes.js';
import { intentoSuplantacionSchema, intentosSuplantacionQuerySchema } from '../suplantacion.js';
import { file, type ApiGroup } from './route.js';

export const attendanceRoutes: ApiGroup = {
  title: 'Attendance',
  routes: [
    {
      method: 'GET',
      path: '/api/attendance',
      access: 'readers',
      summary: "The punches of a working-day range (default today), of the account's branches; `formato=csv` a CSV file.",
      notes:
        'CSV in UTF-8 with BOM, dates dd/mm/aaaa, and the last two columns the instant in ISO 8601 with the offset and the working day. Voided punches are listed with `anulada`; a consulta gets `foto: null`.',
      query: attendanceQuerySchema,
      response: punchSchema.array(),
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/attendance/{id}/foto',
      access: 'managers',
      summary: "The face snapshot of a punch (that punch's branch).",
      response: file('image/jpeg', 'the photo.'),
      errors: ['punch_not_found', 'photo_not_found'],
    },
    {
      method: 'GET',
      path: '/api/intentos-suplantacion',
      access: 'managers',
      summary:
        "The kiosk's check-ins refused for liveness (a photo, a screen, a head that did not turn) over a range of days (default today), of the account's branches, newest first.",
      notes:
        "Each with the kiosk, the instant, the employee the face resembled, the verdict and the link to its camera frame. Kept as long as punch photos (the privacy notice's `diasFotos`): the retention run deletes older ones. A consulta gets 403, as for punch photos.",
      query: intentosSuplantacionQuerySchema,
      response: intentoSuplantacionSchema.array(),
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/intentos-suplantacion/{id}/foto',
      access: 'managers',
      summary: "The camera frame of a refused attempt (that attempt's branch; another branch's is 404).",
      response: file('image/jpeg', 'the frame, at most 640 px a side.'),
      errors: ['photo_not_found'],
    },
    {
      method: 'POST',
      path: '/api/attendance/manual',
      access: 'managers',
      summary: 'A manual punch with who and why (`manual: true`), audited; punches stay append-only.',
      status: 201,
      request: manualPunchInputSchema,
      response: punchSchema,
      errors: ['employee_not_found', 'punch_in_future', 'punch_duplicate', 'periodo_cerrado', 'sin_espacio'],
    },
    {
      method: 'POST',
      path: '/api/attendance/{id}/anular',
      access: 'managers',
      summary: 'Voids a punch (anulación): an append-only row with who, when and why, never a deletion.',
      notes:
        "A gerente for the punches made at their branch (`checadas.sucursal_id`). From then on the pre-nómina, tarjetas, exports, the home page and the kiosk's status skip it; `GET /api/attendance` and the ARCO export still list it. Audited as `checadas.anular`.",
      status: 201,
      request: anularChecadaRequestSchema,
      response: punchSchema,
      errors: ['punch_not_found', 'checada_ya_anulada', 'periodo_cerrado'],
    },
    {
      method: 'GET',
      path: '/api/incidencias',
      access: 'readers',
      summary: "The incidencias of a range (overtime authorised, justified faltas, permisos, vacaciones, incapacidades), of the account's branches.",
      query: incidenciasQuerySchema,
      response: incidenciaSchema.array(),
      errors: ['employee_not_found'],
    },
    {
      method: 'POST',
      path: '/api/incidencias',
      access: 'managers',
      summary: 'Records an incidencia: one overtime and one other kind per employee and day.',
      status: 201,
      request: incidenciaInputSchema,
      response: incidenciaSchema,
      errors: ['employee_not_found', 'incidencia_duplicate', 'periodo_cerrado', 'vacaciones_sin_saldo'],
    },
    {
      method: 'DELETE',
      path: '/api/incidencias/{id}',
      access: 'managers',
      summary: 'Deletes an incidencia outside a closed period.',
      status: 204,
      errors: ['incidencia_not_found', 'periodo_cerrado'],
    },
    {
      method: 'GET',
      path: '/api/solicitudes',
      access: 'readers',
      summary: "The requests sent from the kiosks' 'Mi asistencia', by state, of the account's branches.",
      query: solicitudesQuerySchema,
      response: solicitudSchema.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/solicitudes/{id}/aprobar',
      access: 'managers',
      summary: 'Approves a request: its incidencias or manual punches are recorded as a manager would, and audited.',
      response: solicitudAprobadaSchema,
      errors: ['solicitud_not_found', 'solicitud_respondida', 'periodo_cerrado', 'incidencia_duplicate', 'punch_duplicate'],
    },
    {
      method: 'POST',
      path: '/api/solicitudes/{id}/rechazar',
      access: 'managers',
      summary: 'Rejects a request with a motivo.',
      request: rechazoSchema,
      response: solicitudSchema,
      errors: ['solicitud_not_found', 'solicitud_respondida'],
    },
  ],
};
