/**
 * Issue 12's acceptance week (Monday 9 to Sunday 15 March 2026), seeded through the admin API: one seed for the
 * daemon's browser tests and the UI's real-daemon tests, each passing its own way of calling the API.
 * Puesto CAJERO $315.50, sucursal CENTRO, bono PUNTUALIDAD $200 (lost with 3 retardos), ANA LÓPEZ 09:00-18:00 with
 * 60 min of meal and Sunday off; manual punches Monday to Saturday, none on Thursday (falta), Wednesday 09:18 (retardo).
 */
export type ApiCall = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

export const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' } as const;

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
  const horas = [
    '2026-03-09T08:56', '2026-03-09T18:02', // lunes
    '2026-03-10T09:07', '2026-03-10T18:00', // martes
    '2026-03-11T09:18', '2026-03-11T18:00', // miércoles: retardo
    // jueves: falta
    '2026-03-13T09:00', ...(options.fridaySalida === false ? [] : ['2026-03-13T20:00']), // viernes
    '2026-03-14T09:10', ...(options.saturdaySalida === false ? [] : ['2026-03-14T18:00']), // sábado: within the tolerance
  ];
  for (const hora of horas) await call('POST', '/api/attendance/manual', { empleadoId: ana.id, hora, motivo: 'Checada de la semana de prueba' });
  return { ana, sucursalId: sucursal.id };
}
