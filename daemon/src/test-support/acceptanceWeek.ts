/**
 * Issue 12's acceptance week (Monday 9 to Sunday 15 March 2026), seeded through the admin API: one seed for the
 * daemon's API and browser tests and the UI's real-daemon tests, each passing its own way of calling the API.
 * Puesto CAJERO $315.50, sucursal CENTRO, bono PUNTUALIDAD $200 (lost with 3 retardos), ANA LÓPEZ 09:00-18:00 with
 * 60 min of meal and Sunday off; manual punches Monday to Saturday, none on Thursday (falta), Wednesday 09:18 (retardo).
 * The built daemon's clock cannot be injected, so the week lies in the past.
 */
export type ApiCall = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

export const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' } as const;

/** ANA LÓPEZ's worked days, [fecha, entrada, salida]. */
export const ANA_WORKED_DAYS = [
  ['2026-03-09', '08:56', '18:02'], // lunes
  ['2026-03-10', '09:07', '18:00'], // martes
  ['2026-03-11', '09:18', '18:00'], // miércoles: retardo
  // jueves: falta
  ['2026-03-13', '09:00', '20:00'], // viernes
  ['2026-03-14', '09:10', '18:00'], // sábado: within the tolerance
] as const;

const FRIDAY = '2026-03-13';
const SATURDAY = '2026-03-14';

export type AcceptanceOptions = {
  numeroEmpleado?: string;
  /** Friday's 20:00 salida (the browser tests leave it for the administrator to add). Default true. */
  fridaySalida?: boolean;
  /** Saturday's 18:00 salida. Default true. */
  saturdaySalida?: boolean;
};

export async function seedAcceptanceWeek<E extends { id: number }>(call: ApiCall, options: AcceptanceOptions = {}): Promise<{ ana: E; sucursalId: number }> {
  const sucursal = await call<{ id: number }>('POST', '/api/sucursales', { nombre: 'CENTRO' });
  await call('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 315.5 });
  const bono = await call<{ id: number }>('POST', '/api/bonos', { nombre: 'PUNTUALIDAD', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
  const ana = await call<E>('POST', '/api/employees', {
    nombre: 'ANA LÓPEZ',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 315.5,
    bono: 200,
    bonoId: bono.id,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
    diasDescanso: [0],
    ...(options.numeroEmpleado ? { numeroEmpleado: options.numeroEmpleado } : {}),
  });
  const withSalida = (fecha: string) => !(fecha === FRIDAY && options.fridaySalida === false) && !(fecha === SATURDAY && options.saturdaySalida === false);
  const horas = ANA_WORKED_DAYS.flatMap(([fecha, entrada, salida]) => [`${fecha}T${entrada}`, ...(withSalida(fecha) ? [`${fecha}T${salida}`] : [])]);
  for (const hora of horas) await call('POST', '/api/attendance/manual', { empleadoId: ana.id, hora, motivo: 'Checada de la semana de prueba' });
  return { ana, sucursalId: sucursal.id };
}

/**
 * The browser tests' start: the company and the week's punches except Friday's salida, with rules different from the
 * acceptance ones, for the administrator to set them. Returns ANA LÓPEZ's id.
 */
export async function seedWeekToFinish(call: ApiCall, options: { numeroEmpleado?: string } = {}): Promise<number> {
  await call('PUT', '/api/reglas', { toleranciaMinutos: 5, bloqueHorasExtraMinutos: 60, horasExtraRequierenAutorizacion: false, septimoDia: 'completo' });
  const { ana } = await seedAcceptanceWeek(call, { ...options, fridaySalida: false });
  return ana.id;
}

/**
 * What the administrator does in 'Reglas de Asistencia' and 'Pre-nómina' to finish the week (e2e/prenomina.test.ts
 * drives it through the screens): the acceptance rules, Friday's salida at 20:00 and its two hours of overtime.
 */
export async function finishAcceptanceWeek(call: ApiCall, empleadoId: number): Promise<void> {
  await call('PUT', '/api/reglas', {
    toleranciaMinutos: 10,
    bloqueHorasExtraMinutos: 30,
    horasExtraRequierenAutorizacion: true,
    septimoDia: 'proporcional',
    periodo: 'semanal',
    inicioSemana: 1,
  });
  await call('POST', '/api/attendance/manual', { empleadoId, hora: `${FRIDAY}T20:00`, motivo: 'Se quedó a inventario y olvidó checar la salida' });
  await call('POST', '/api/incidencias', { empleadoId, fecha: FRIDAY, tipo: 'horas_extra', horas: 2, nota: 'Inventario' });
}
