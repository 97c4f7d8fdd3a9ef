/** Issue 41's turnos: the catalogue, rotations (roles), assignments, one-day changes and the roster. */
import { rolTurnosQuerySchema } from '../rolTurnos.js';
import { asignacionMasivaSchema, asignacionPayloadSchema, cambioTurnoPayloadSchema, rolPayloadSchema, turnoPayloadSchema } from '../turnos.js';
import { untyped, type ApiGroup } from './route.js';

const turno = untyped(
  "`{id, nombre, codigo, color, tipo, dias: [{segmentos, minutosComida, jornada, minutos, maximoMinutos}], inicioCiclo, minutosSemana, advertencias, …}`: each day's `jornada` (LFT art. 60) and legal maximum (art. 61).",
);
const rol = untyped('`{id, nombre, turnos, inicio, turnosDetalle, empleados}`.');

export const turnoRoutes: ApiGroup = {
  title: 'Turnos',
  routes: [
    { method: 'GET', path: '/api/turnos', access: 'readers', summary: 'The turnos catalogue.', response: untyped('an array of turnos.'), errors: [] },
    {
      method: 'POST',
      path: '/api/turnos',
      access: 'admin',
      summary: 'Creates a turno: weekly or a cycle of days, each day with its segments and meal minutes.',
      notes:
        '422 naming the field for a segment of 0 or over 24 h, overlapping segments, a cycle of 0 or over 31 days; `advertencias` (`semana_excede_maximo`).',
      status: 201,
      request: turnoPayloadSchema,
      response: turno,
      errors: ['turno_duplicate'],
    },
    {
      method: 'PUT',
      path: '/api/turnos/{id}',
      access: 'admin',
      summary: 'Edits a turno; its hours cannot change once it shaped a closed period.',
      request: turnoPayloadSchema,
      response: turno,
      errors: ['turno_not_found', 'turno_duplicate', 'periodo_cerrado'],
    },
    {
      method: 'DELETE',
      path: '/api/turnos/{id}',
      access: 'admin',
      summary: 'Deletes a turno nobody uses; one only the history names is retired.',
      status: 204,
      errors: ['turno_not_found', 'turno_in_use'],
    },
    {
      method: 'GET',
      path: '/api/roles',
      access: 'readers',
      summary: 'The rotations (roles): a turno a week from a Monday.',
      response: untyped('an array of roles.'),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/roles',
      access: 'admin',
      summary: 'Creates a rotation.',
      status: 201,
      request: rolPayloadSchema,
      response: rol,
      errors: ['rol_duplicate', 'turno_not_found'],
    },
    {
      method: 'PUT',
      path: '/api/roles/{id}',
      access: 'admin',
      summary: 'Edits a rotation.',
      request: rolPayloadSchema,
      response: rol,
      errors: ['rol_not_found', 'rol_duplicate', 'turno_not_found', 'periodo_cerrado'],
    },
    {
      method: 'DELETE',
      path: '/api/roles/{id}',
      access: 'admin',
      summary: 'Deletes a rotation nobody uses.',
      status: 204,
      errors: ['rol_not_found', 'rol_in_use'],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}/asignaciones',
      access: 'readers',
      summary: "An employee's turno or rol from each date, newest first.",
      response: untyped('an array of assignments `{id, empleadoId, turnoId, rolId, vigenteDesde, …}`.'),
      errors: ['employee_not_found'],
    },
    {
      method: 'POST',
      path: '/api/employees/{id}/asignaciones',
      access: 'managers',
      summary: 'Assigns a turno or a rol to an employee from a date (the same date replaces).',
      notes: 'Before `fechaIngreso` 422; in a closed period 409.',
      status: 201,
      request: asignacionPayloadSchema,
      response: untyped('the assignment.'),
      errors: ['employee_not_found', 'turno_not_found', 'rol_not_found', 'periodo_cerrado'],
    },
    {
      method: 'POST',
      path: '/api/asignaciones',
      access: 'managers',
      summary: 'Assigns a turno or a rol to several employees in one transaction and one audit entry.',
      status: 201,
      request: asignacionMasivaSchema,
      response: untyped('`{asignaciones}`.'),
      errors: ['employee_not_found', 'turno_not_found', 'rol_not_found', 'periodo_cerrado'],
    },
    {
      method: 'POST',
      path: '/api/cambios-turno',
      access: 'managers',
      summary: 'One day differently: another turno, a rest day, or a swap with another employee (both rows together).',
      status: 201,
      request: cambioTurnoPayloadSchema,
      response: untyped('the change (and its pair for a swap).'),
      errors: ['employee_not_found', 'turno_not_found', 'cambio_turno_duplicate', 'periodo_cerrado'],
    },
    {
      method: 'DELETE',
      path: '/api/cambios-turno/{id}',
      access: 'managers',
      summary: "Removes a one-day change (a swap's pair too).",
      status: 204,
      errors: ['cambio_turno_not_found', 'periodo_cerrado'],
    },
    {
      method: 'GET',
      path: '/api/rol-turnos',
      access: 'readers',
      summary: 'The roster of a branch, at most 35 days; `formato=pdf` one landscape Letter page per branch and week, `formato=xlsx` a sheet per branch.',
      query: rolTurnosQuerySchema,
      response: untyped(
        '`{empleados: [{empleadoId, nombre, dias: [{fecha, turnoId, codigo, segmentos, descanso, cambio, cambioId, festivo}]}]}`, or the file.',
      ),
      errors: [],
    },
  ],
};
