import { dayMonthYear } from '@reloj/contract/dates';
import type { Solicitud } from '@reloj/contract/solicitudes';
import type { SolicitudRow } from '../../db/repositories/solicitudes.js';
import { veredictoVida } from './sesiones.js';

/** One line saying what is asked, as the inbox and the kiosk show it. */
export function descripcion(r: Pick<SolicitudRow, 'tipo' | 'fecha' | 'hora' | 'desde' | 'hasta' | 'motivo' | 'folio' | 'dias_vacaciones'>): string {
  if (r.tipo === 'olvido') return `Olvidó checar el ${dayMonthYear(r.fecha)} a las ${r.hora}`;
  if (r.tipo === 'vacaciones') {
    const dias = (JSON.parse(r.dias_vacaciones) as string[]).length;
    return `Vacaciones del ${dayMonthYear(r.desde!)} al ${dayMonthYear(r.hasta!)} (${dias === 1 ? '1 día' : `${dias} días`})`;
  }
  const folio = r.folio ? `, folio ${r.folio}` : '';
  return `Justificar el ${dayMonthYear(r.fecha)}: ${r.motivo}${folio}`;
}

export const toSolicitud = (r: SolicitudRow): Solicitud => ({
  id: r.id,
  empleadoId: r.empleado_id,
  empleado: r.empleado,
  tipo: r.tipo,
  fecha: r.fecha,
  hora: r.hora,
  desde: r.desde,
  hasta: r.hasta,
  motivo: r.motivo,
  nota: r.nota,
  folio: r.folio,
  diasVacaciones: JSON.parse(r.dias_vacaciones) as string[],
  saldoRestante: r.saldo_restante,
  sobreSaldo: r.sobre_saldo === 1,
  descripcion: descripcion(r),
  estado: r.estado,
  creadaEn: r.creada_en,
  reconocimiento: {
    dispositivoId: r.dispositivo_id,
    dispositivo: r.dispositivo,
    hora: r.reconocido_en,
    checadaId: r.checada_id,
    metodo: r.metodo,
    similitud: r.similitud,
    vida: r.vida,
    veredictoVida: veredictoVida(r.metodo, r.vida),
  },
  respondidaPor: r.respondida_por,
  respondidaEn: r.respondida_en,
  motivoRechazo: r.motivo_rechazo,
});

/** 'Tu solicitud del 03/12 fue aprobada.' / '... fue rechazada: <motivo>.' (the day asked about, or the first vacation day). */
export function avisoDeRespuesta(r: Pick<SolicitudRow, 'fecha' | 'estado' | 'motivo_rechazo'>): string {
  const dia = dayMonthYear(r.fecha).slice(0, 5);
  if (r.estado === 'aprobada') return `Tu solicitud del ${dia} fue aprobada.`;
  const motivo = (r.motivo_rechazo ?? '').replace(/[.\s]+$/, '');
  return `Tu solicitud del ${dia} fue rechazada: ${motivo}.`;
}
