/** Employees: the record, bajas, the import, NIPs, faces, prestaciones and the expediente. */
import { setPinRequestSchema } from '../attendance.js';
import { employeeImportResponseSchema } from '../employeeImport.js';
import { employeeBodySchema, employeeListQuerySchema, employeeSchema } from '../employees.js';
import { expedienteQuerySchema } from '../expediente.js';
import { faceCheckSchema } from '../faceCheck.js';
import { registerFaceSchema, rostroRegistradoSchema } from '../faces.js';
import {
  aguinaldoQuerySchema,
  aguinaldoSchema,
  bajaInputSchema,
  bajaSchema,
  finiquitoSchema,
  saldoInicialInputSchema,
  vacacionesSchema,
} from '../prestaciones.js';
import { file, type ApiGroup } from './route.js';

/** The employee body as the client writes it; the date only bounds fechaIngreso, which JSON Schema does not show. */
const employeeBody = employeeBodySchema(() => '2000-01-01');
const employeeBodyPut = employeeBodySchema(() => '2000-01-01', { salarioDiarioAlias: true });
const EMPLOYEE_FIELD_ERRORS = ['sucursal_unknown', 'puesto_unknown', 'bono_unknown', 'bono_mismatch', 'salario_mismatch', 'numero_empleado_duplicate'] as const;
const faceErrors = [
  'no_face',
  'multiple_faces',
  'face_too_small',
  'face_blurred',
  'face_too_dark',
  'face_too_close',
  'different_people',
  'face_already_registered',
  'invalid_data_url',
  'invalid_image',
  'unsupported_image_format',
  'image_too_large',
  'face_engine_unavailable',
  'face_engine_loading',
] as const;

export const employeeRoutes: ApiGroup = {
  title: 'Employees',
  routes: [
    {
      method: 'GET',
      path: '/api/employees',
      access: 'readers',
      summary: 'The employees, filtered by branch, active flag and text; an account limited to some branches sees only theirs.',
      notes: 'Every employee carries `fechaBaja` and `motivoBaja` of the current baja (null while active).',
      query: employeeListQuerySchema,
      response: employeeSchema.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/employees',
      access: 'managers',
      summary: 'Creates an employee; sucursal and puesto by name, the salary from the puesto.',
      notes:
        "`advertencias: [{code, mensaje}]`: `salario_minimo` below the zone's minimum for the shift, `jornada_excede_maximo` a shift longer than its jornada's legal maximum (LFT art. 61). To a gerente, a número held in another branch is only 'El número de empleado \"X\" no se puede usar. Elige otro.'",
      status: 201,
      request: employeeBody,
      response: employeeSchema,
      errors: [...EMPLOYEE_FIELD_ERRORS],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}',
      access: 'readers',
      summary: "One employee (another branch's answers 404 like a missing one).",
      response: employeeSchema,
      errors: ['employee_not_found'],
    },
    {
      method: 'PUT',
      path: '/api/employees/{id}',
      access: 'managers',
      summary: 'Edits an employee; `bono` and `bonoId` left out keep the bono (`bono: 0` or `bonoId: null` takes it away).',
      notes: '`salarioDiario` (the field name of GET) is accepted as an alias of `salario`.',
      request: employeeBodyPut,
      response: employeeSchema,
      errors: ['employee_not_found', ...EMPLOYEE_FIELD_ERRORS],
    },
    {
      method: 'DELETE',
      path: '/api/employees/{id}',
      access: 'managers',
      summary: 'Gives the employee baja today (keeps punches and faces; leaves the gallery). `POST …/baja` says when and why.',
      status: 204,
      errors: ['employee_not_found', 'empleado_ya_de_baja'],
    },
    {
      method: 'POST',
      path: '/api/employees/{id}/baja',
      access: 'managers',
      summary: 'A baja on a date (default today) for a reason; the pre-nómina stops counting days after it.',
      notes:
        "In one transaction with its row of `empleado_bajas` (never deleted; reactivation writes `reactivadoEn`); audited as `empleados.baja`. 422 naming the field for a date before `fechaIngreso`, after today, before the employee's last entrada not voided (that day would go unpaid), or an unknown motivo. `DELETE /api/employees/{id}` still works: today, `renuncia`.",
      status: 201,
      request: bajaInputSchema,
      response: employeeSchema,
      errors: ['employee_not_found', 'empleado_ya_de_baja', 'periodo_cerrado'],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}/bajas',
      access: 'readers',
      summary: "The employee's bajas, oldest first, with who registered them and when they were reactivated.",
      response: bajaSchema.array(),
      errors: ['employee_not_found'],
    },
    {
      method: 'POST',
      path: '/api/employees/{id}/reactivate',
      access: 'managers',
      summary: 'Reactivates an employee de baja.',
      response: employeeSchema,
      errors: ['employee_not_found'],
    },
    {
      method: 'GET',
      path: '/api/employees/plantilla.xlsx',
      access: 'admin',
      summary: "The staff template: sheet 'Empleados' with Spanish headers and 'Instrucciones' (columns, días de descanso, this box's catalogues).",
      response: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'the workbook, as an attachment.'),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/employees/importar',
      access: 'admin',
      summary: 'Imports employees from a workbook or CSV (`?vistaPrevia=1`: a preview, nothing written); the número de empleado is the key.',
      notes:
        'Multipart `archivo` (.xlsx or .csv in UTF-8 or Windows-1252, `,` or `;`; 5 MB and 10,000 rows at most). Preview: 200 `{archivo, filas: [{fila, accion, numeroEmpleado, nombre, problemas, cambios?, vacacionesPendientes}]}`. Import: 201 `{archivo, creados, actualizados, sinCambios}`, every row in one transaction through the checks of `POST`/`PUT /api/employees`, one audit row `empleados.importar`; 422 `importacion_con_problemas` with the same `filas` and nothing written.',
      status: 201,
      request: file('multipart/form-data', 'the field `archivo`.'),
      response: employeeImportResponseSchema,
      errors: ['importacion_con_problemas', 'archivo_no_valido', 'archivo_demasiadas_filas', 'payload_too_large', 'unsupported_media_type'],
    },
    {
      method: 'PUT',
      path: '/api/employees/{id}/pin',
      access: 'managers',
      summary: "Sets the employee's NIP (4-8 digits, stored as a scrypt hash, never logged or audited); lifts a lock.",
      notes: 'The employee needs a `numeroEmpleado` of digits: the kiosk keypad has only digits.',
      status: 204,
      request: setPinRequestSchema,
      errors: ['employee_not_found', 'numero_empleado_required'],
    },
    {
      method: 'DELETE',
      path: '/api/employees/{id}/pin',
      access: 'managers',
      summary: "Removes the employee's NIP.",
      status: 204,
      errors: ['employee_not_found'],
    },
    {
      method: 'POST',
      path: '/api/employees/{id}/register-face',
      access: 'managers',
      summary: "Enrols the employee's face: `camara` (2-5 frames of a burst, the best 3 kept) or `archivos` (1-5 photos, each kept).",
      notes:
        "201 `{faceId, quality, faceIds, plantillas}`: at most 5 templates (beyond that the oldest kiosk templates go first). A refusal stores nothing and names the photo ('La foto 3: …', field `images.2`). Needs the employee's consent to the current privacy notice. To a gerente, a face of another branch's employee is only 'Este rostro no se puede usar…', with no id.",
      status: 201,
      request: registerFaceSchema,
      response: rostroRegistradoSchema,
      errors: ['employee_not_found', 'consent_required', 'privacy_notice_missing', ...faceErrors],
    },
    {
      method: 'POST',
      path: '/api/faces/verificar',
      access: 'managers',
      summary: 'What `register-face` would answer for the photo(s), storing nothing and needing no consent.',
      request: registerFaceSchema,
      response: faceCheckSchema,
      errors: [...faceErrors],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}/vacaciones',
      access: 'readers',
      summary: "The employee's vacations by year of service (LFT arts. 76-81): days, taken, pending, expired.",
      notes:
        "At today (box's zone) or the end of the `fechaBaja`; days taken are the `vacaciones` incidencias on working days (art. 76 counts días laborables: a festivo or the employee's rest day takes nothing), oldest year first; `vencidos`: pending more than 18 months after the anniversary (flagged, never lost). A `vacaciones` incidencia beyond the balance is 422 `vacaciones_sin_saldo` unless `adelantadas: true` is sent.",
      response: vacacionesSchema,
      errors: ['employee_not_found'],
    },
    {
      method: 'POST',
      path: '/api/employees/{id}/saldo-vacaciones',
      access: 'admin',
      summary: "Sets the employee's opening vacation balance (a running business adopting the box); answers the vacations.",
      status: 201,
      request: saldoInicialInputSchema,
      response: vacacionesSchema,
      errors: ['employee_not_found'],
    },
    {
      method: 'GET',
      path: '/api/aguinaldo',
      access: 'readers',
      summary: 'The aguinaldo (LFT art. 87) of everyone employed any day of `anio`, proportional, with the faltas it discounts; `formato=xlsx`: a workbook.',
      notes:
        "`diasDescontados` = faltas injustificadas and permisos sin goce from 1 January to `fecha` (default today) when the rule `aguinaldoDescuentaFaltas` is on (incapacidades count as worked). `formato=xlsx`: `aguinaldo-<anio>.xlsx`, one sheet 'Aguinaldo'.",
      query: aguinaldoQuerySchema,
      response: aguinaldoSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}/finiquito',
      access: 'managers',
      summary: "The finiquito of an employee de baja from the latest baja's date and motivo (`?incluirVeinteDias=true|false`, LFT art. 50).",
      notes:
        '`salario_pendiente` is the pre-nómina total of the pay period holding `fechaBaja` unless that period is closed. The query schema is still in the daemon (`routes/prestaciones/prestaciones.ts`).',
      response: finiquitoSchema,
      errors: ['employee_not_found', 'finiquito_sin_baja'],
    },
    {
      method: 'GET',
      path: '/api/employees/{id}/expediente',
      access: 'managers',
      summary:
        "The employee's expediente as one ZIP (tarjetas per pay period, punches, incidencias, record links) for an inspection or a claim (LFT arts. 784, 804).",
      notes:
        "`LEEME.txt`; `tarjetas/tarjeta-<desde>-<hasta>.pdf` per pay period touching the range (closed ones with their frozen figures) with the record's link; `checadas.csv` (voided ones too, with method, kiosk, similarity, author, reason and void); `incidencias.csv`; `periodos.csv`; `reglas.json` (the rules at each period's close or end); `verificacion.json` (the chain check and each period's head). No photos. `desde` defaults to the hire date (at most 5 years back), `hasta` to today or the baja. One at a time per account and a few at once on the box: else 429. Audited as `empleados.expediente`.",
      query: expedienteQuerySchema,
      response: file('application/zip', '`expediente-<número or id>-<desde>-<hasta>.zip`.'),
      errors: ['employee_not_found', 'expediente_en_curso', 'expedientes_en_espera'],
    },
  ],
};
