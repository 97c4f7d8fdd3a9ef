/** The privacy notice (LFPDPPP), consents, retention and the ARCO rights. */
import { consentimientoInputSchema, consentimientoSchema, privacidadInputSchema, privacidadSchema, retencionSchema } from '../privacidad.js';
import { file, untyped, type ApiGroup } from './route.js';

export const privacyRoutes: ApiGroup = {
  title: 'Privacy',
  routes: [
    {
      method: 'GET',
      path: '/api/privacidad',
      access: 'managers',
      summary: 'The current privacy notice (null before the first).',
      response: privacidadSchema,
      errors: [],
    },
    {
      method: 'PUT',
      path: '/api/privacidad',
      access: 'admin',
      summary: 'Saves the notice: each save that changes something publishes a new version (never changed or deleted).',
      notes: 'Fields are compared as published (NFC, one line, single spaces): the same notice sent twice, even at once, stays one version.',
      request: privacidadInputSchema,
      response: privacidadSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/privacidad/aviso',
      access: 'public',
      summary: 'The current notice for anyone, shown at `/privacidad` (the kiosk shows the address under its button).',
      response: privacidadSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/privacidad/retencion',
      access: 'admin',
      summary: 'What the hourly retention job deletes next: punch photos older than `diasFotos`, templates of employees de baja.',
      notes:
        'Punches, incidencias and the audit log are never deleted: LFT art. 804 asks the employer to keep attendance records during the employment and a year after.',
      response: retencionSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}/consentimientos',
      access: 'managers',
      summary: "The employee's consents to the notice's versions, and withdrawals.",
      response: consentimientoSchema.array(),
      errors: ['employee_not_found'],
    },
    {
      method: 'POST',
      path: '/api/employees/{id}/consentimiento',
      access: 'managers',
      summary: "Records the employee's consent to the current notice, `confirmacion` being their name as they type it (case and accents ignored).",
      notes: '201 when new, 200 when it was already given.',
      status: 201,
      request: consentimientoInputSchema,
      response: untyped('`{version, fecha}`.'),
      errors: ['employee_not_found', 'privacy_notice_missing', 'consent_mismatch'],
    },
    {
      method: 'DELETE',
      path: '/api/employees/{id}/consentimiento',
      access: 'managers',
      summary: "Withdraws the consent: the employee's templates are deleted at once, and from every backup right after.",
      response: untyped('what was deleted.'),
      errors: ['employee_not_found', 'consent_not_found'],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}/datos',
      access: 'managers',
      summary: 'ARCO access: everything held on the person as a JSON file named after them (never the templates themselves).',
      response: file('application/json', '`datos_ANA_LOPEZ_0002.json`, an attachment: employee, consents, punches, incidencias, instants with the offset.'),
      errors: ['employee_not_found'],
    },
    {
      method: 'POST',
      path: '/api/employees/{id}/cancelar-biometricos',
      access: 'managers',
      summary: "ARCO cancellation: deletes the employee's templates and punch photos now and from every backup right after; the punches stay.",
      response: untyped('what was deleted.'),
      errors: ['employee_not_found'],
    },
  ],
};
