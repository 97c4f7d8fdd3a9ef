import type { DiaPrenomina, EmpleadoPrenomina } from '@reloj/contract/prenomina';
import type { PrenominaResult } from './types.js';

const pesos = (centavos: number) => centavos / 100;
/** Hours shown with two decimals: 20-minute blocks would otherwise print 0.3333333. */
const hours = (h: number) => Math.round(h * 100) / 100;

export type { DiaPrenomina, EmpleadoPrenomina };

/** The API shape of an employee's pre-nómina (issue 12): money in decimal pesos, field names fixed. */
export function toPesos(r: PrenominaResult): EmpleadoPrenomina {
  return {
    empleadoId: r.empleadoId,
    nombre: r.nombre,
    numeroEmpleado: r.numeroEmpleado,
    sucursal: null,
    puesto: null,
    salarioDiario: pesos(r.salarioDiarioCentavos),
    diasTrabajados: r.diasTrabajados,
    faltas: r.faltas,
    retardos: r.retardos,
    horasExtraDobles: hours(r.horasExtraDobles),
    horasExtraTriples: hours(r.horasExtraTriples),
    sueldo: pesos(r.sueldoCentavos),
    septimoDia: pesos(r.septimoDiaCentavos),
    horasExtra: pesos(r.horasExtraCentavos),
    festivos: pesos(r.festivosCentavos),
    primaDominical: pesos(r.primaDominicalCentavos),
    bonos: pesos(r.bonosCentavos),
    primaVacacional: pesos(r.primaVacacionalCentavos),
    salidasAnticipadas: r.salidasAnticipadas,
    minutosSalidaAnticipada: r.minutosSalidaAnticipada,
    mediasJornadas: r.mediasJornadas,
    descuentoJornada: pesos(r.descuentoJornadaCentavos),
    total: pesos(r.totalCentavos),
    descansoTrabajado: pesos(r.descansoTrabajadoCentavos),
    diasPagadosSinTrabajar: r.diasPagadosSinTrabajar,
    diasDescansoTrabajados: r.diasDescansoTrabajados,
    faltasPorRetardos: r.faltasPorRetardos,
    bonosDetalle: r.bonosDetalle.map((b) => ({
      nombre: b.nombre,
      tipo: b.tipo,
      monto: pesos(b.montoCentavos),
      ganado: b.ganado,
      motivo: b.motivo,
    })),
    advertencias: r.advertencias.map((a) => ({ ...a })),
    dias: r.dias.map((d) => ({
      fecha: d.fecha,
      estado: d.estado,
      entrada: d.entrada,
      salida: d.salida,
      minutosRetardo: d.minutosRetardo,
      horasExtra: hours(d.horasExtra),
      nota: d.nota,
      festivo: d.festivo,
      origenManual: d.origenManual,
      checadasManuales: [...d.checadasManuales],
      incidencias: [...d.incidencias],
      horasExtraSinAutorizar: hours(d.minutosExtraSinAutorizar / 60),
      horasExtraDobles: hours(d.minutosExtraDobles / 60),
      horasExtraTriples: hours(d.minutosExtraTriples / 60),
      trabajado: d.trabajado,
      descansoTrabajado: d.descansoTrabajado,
      domingoTrabajado: d.domingoTrabajado,
      incidencia: d.incidencia,
      entradaManual: d.entradaManual,
      salidaManual: d.salidaManual,
      minutosDespuesDeSalida: d.minutosDespuesDeSalida,
      advertencias: d.advertencias.map((a) => ({ ...a })),
      enTurno: d.enTurno,
      salidasAnticipadas: d.salidasAnticipadas,
      minutosSalidaAnticipada: d.minutosSalidaAnticipada,
      mediasJornadas: d.mediasJornadas,
      turnoId: d.turnoId,
      codigoTurno: d.codigoTurno,
      segmentos: d.segmentos.map((s) => ({ ...s })),
      cambioTurno: d.cambioTurno,
    })),
    jornada: { ...r.jornada },
    semanas: r.semanas.map((s) => ({ ...s })),
  };
}
