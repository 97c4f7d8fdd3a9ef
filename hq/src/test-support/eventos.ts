import { randomUUID } from 'node:crypto';
import { EVENTO_VERSION, eventoSubject, type EventoTipo } from '@reloj/contract/eventos';

/** Builds event envelopes as a box's relay publishes them, with a per-box sequence. */
export function eventFactory(caja: string, start = 1) {
  let secuencia = start - 1;
  let clock = Date.parse('2026-03-02T14:00:00Z');
  return (tipo: EventoTipo, datos: unknown, overrides: Record<string, unknown> = {}) => {
    secuencia++;
    clock += 1000;
    const sobre = {
      eventoId: randomUUID(),
      caja,
      secuencia,
      tipo,
      version: EVENTO_VERSION,
      creadoEn: new Date(clock).toISOString(),
      relojSincronizado: true,
      datos,
      ...overrides,
    };
    return { sobre, subject: eventoSubject(caja, tipo), body: JSON.stringify(sobre), msgID: String(sobre.eventoId) };
  };
}

export const empleado = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  nombre: `Empleado ${id}`,
  numeroEmpleado: `E${String(id).padStart(3, '0')}`,
  sucursalId: 1,
  puestoId: 1,
  salarioDiarioCentavos: 31_500,
  bonoId: null,
  bonoCentavos: 0,
  fechaIngreso: '2025-01-15',
  horaEntrada: '09:00',
  horaSalida: '18:00',
  diasDescanso: [0],
  minutosComida: 60,
  activo: true,
  fechaBaja: null,
  ...extra,
});

export const checada = (id: number, empleadoId: number, hora: string, fechaLocal: string, extra: Record<string, unknown> = {}) => ({
  id,
  empleadoId,
  numeroEmpleado: `E${String(empleadoId).padStart(3, '0')}`,
  tipo: 'entrada',
  hora,
  fechaLocal,
  metodo: 'rostro',
  dispositivoId: 1,
  sucursalId: 1,
  similitud: 0.82,
  liveness: 0.97,
  motivo: null,
  registradoPor: null,
  ...extra,
});

export const incidencia = (id: number, empleadoId: number, fecha: string) => ({
  id,
  empleadoId,
  fecha,
  tipo: 'vacaciones',
  minutos: null,
  nota: 'Semana santa',
  creadoPor: 'admin',
});

const dia = (fecha: string, estado: string, extra: Record<string, unknown> = {}) => ({
  fecha,
  estado,
  entrada: estado === 'falta' ? null : '09:00',
  salida: estado === 'falta' ? null : '18:00',
  minutosRetardo: 0,
  horasExtra: 0,
  nota: '',
  festivo: null,
  origenManual: false,
  checadasManuales: [],
  incidencias: [],
  horasExtraSinAutorizar: 0,
  trabajado: estado !== 'falta',
  ...extra,
});

/** A closed period's frozen figures as the box sends them: each employee's pre-nómina row (pesos) and sucursal id. */
export function prenomina(
  desde: string,
  hasta: string,
  empleados: Array<{ id: number; nombre: string; numero: string; total: number; sucursalId?: number; bono?: { nombre: string; monto: number } }>,
) {
  return {
    version: 1,
    empleados: empleados.map((e) => ({
      sucursalId: e.sucursalId ?? 1,
      empleado: {
        empleadoId: e.id,
        nombre: e.nombre,
        numeroEmpleado: e.numero,
        salarioDiario: 315,
        diasTrabajados: 5,
        faltas: 1,
        retardos: 1,
        horasExtraDobles: 0,
        horasExtraTriples: 0,
        sueldo: e.total,
        septimoDia: 0,
        horasExtra: 0,
        festivos: 0,
        primaDominical: 0,
        bonos: 0,
        total: e.total,
        descansoTrabajado: 0,
        diasPagadosSinTrabajar: 0,
        diasDescansoTrabajados: 0,
        faltasPorRetardos: 0,
        bonosDetalle: e.bono ? [{ nombre: e.bono.nombre, tipo: 'puntualidad', monto: e.bono.monto, ganado: true, motivo: '' }] : [],
        advertencias: [],
        dias: [dia(desde, 'falta'), dia(hasta, 'retardo', { minutosRetardo: 30 })],
      },
    })),
  };
}
