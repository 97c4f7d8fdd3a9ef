import type { Reglas } from '@reloj/contract/reglas';
import type { Db } from '../connection.js';

type SqlRow = {
  tolerancia_minutos: number;
  retardos_por_falta: number;
  retardos_por_falta_efecto: Reglas['retardosPorFaltaEfecto'];
  bloque_horas_extra_minutos: number;
  horas_extra_requieren_autorizacion: number;
  septimo_dia: Reglas['septimoDia'];
  pago_dias_descanso: Reglas['pagoDiasDescanso'];
  periodo: Reglas['periodo'];
  inicio_semana: number;
  nombre_empresa: string;
  estado_en_kiosco: number;
  minutos_minimos_jornada: number;
  dias_vacaciones_extra: number;
  prima_vacacional_porcentaje: number;
  dias_aguinaldo: number;
  aguinaldo_descuenta_faltas: number;
  media_jornada_efecto: Reglas['mediaJornadaEfecto'];
  salidas_anticipadas_efecto: Reglas['salidasAnticipadasEfecto'];
  importes_en_kiosco: number;
};

const toReglas = (r: SqlRow): Reglas => ({
  toleranciaMinutos: r.tolerancia_minutos,
  retardosPorFalta: r.retardos_por_falta,
  retardosPorFaltaEfecto: r.retardos_por_falta_efecto,
  bloqueHorasExtraMinutos: r.bloque_horas_extra_minutos,
  horasExtraRequierenAutorizacion: r.horas_extra_requieren_autorizacion === 1,
  septimoDia: r.septimo_dia,
  pagoDiasDescanso: r.pago_dias_descanso,
  periodo: r.periodo,
  inicioSemana: r.inicio_semana,
  nombreEmpresa: r.nombre_empresa,
  estadoEnKiosco: r.estado_en_kiosco === 1,
  minutosMinimosJornada: r.minutos_minimos_jornada,
  diasVacacionesExtra: r.dias_vacaciones_extra,
  primaVacacionalPorcentaje: r.prima_vacacional_porcentaje,
  diasAguinaldo: r.dias_aguinaldo,
  aguinaldoDescuentaFaltas: r.aguinaldo_descuenta_faltas === 1,
  mediaJornadaEfecto: r.media_jornada_efecto,
  salidasAnticipadasEfecto: r.salidas_anticipadas_efecto,
  importesEnKiosco: r.importes_en_kiosco === 1,
});

/** The one row of `reglas_asistencia` (migration 010 inserts it with the defaults; 012, 023, 026, 029, 037 and 038 add columns). */
export function reglasRepository(db: Db) {
  const getStmt = db.prepare<[], SqlRow>(
    `SELECT tolerancia_minutos, retardos_por_falta, retardos_por_falta_efecto, bloque_horas_extra_minutos, horas_extra_requieren_autorizacion,
            septimo_dia, pago_dias_descanso, periodo, inicio_semana, nombre_empresa, estado_en_kiosco, minutos_minimos_jornada,
            dias_vacaciones_extra, prima_vacacional_porcentaje, dias_aguinaldo, aguinaldo_descuenta_faltas,
            media_jornada_efecto, salidas_anticipadas_efecto, importes_en_kiosco
       FROM reglas_asistencia WHERE id = 1`,
  );
  const updateStmt = db.prepare(
    `UPDATE reglas_asistencia
        SET tolerancia_minutos = @toleranciaMinutos, retardos_por_falta = @retardosPorFalta,
            retardos_por_falta_efecto = @retardosPorFaltaEfecto,
            bloque_horas_extra_minutos = @bloqueHorasExtraMinutos,
            horas_extra_requieren_autorizacion = @horasExtraRequierenAutorizacion,
            septimo_dia = @septimoDia, pago_dias_descanso = @pagoDiasDescanso, periodo = @periodo, inicio_semana = @inicioSemana,
            nombre_empresa = @nombreEmpresa, estado_en_kiosco = @estadoEnKiosco,
            minutos_minimos_jornada = @minutosMinimosJornada, dias_vacaciones_extra = @diasVacacionesExtra,
            prima_vacacional_porcentaje = @primaVacacionalPorcentaje, dias_aguinaldo = @diasAguinaldo,
            aguinaldo_descuenta_faltas = @aguinaldoDescuentaFaltas, media_jornada_efecto = @mediaJornadaEfecto,
            salidas_anticipadas_efecto = @salidasAnticipadasEfecto, importes_en_kiosco = @importesEnKiosco, updated_at = @now
      WHERE id = 1`,
  );
  return {
    get: (): Reglas => toReglas(getStmt.get()!),
    save: (reglas: Reglas, now: string): void => {
      updateStmt.run({
        ...reglas,
        horasExtraRequierenAutorizacion: Number(reglas.horasExtraRequierenAutorizacion),
        estadoEnKiosco: Number(reglas.estadoEnKiosco),
        aguinaldoDescuentaFaltas: Number(reglas.aguinaldoDescuentaFaltas),
        importesEnKiosco: Number(reglas.importesEnKiosco),
        now,
      });
    },
  };
}

export type ReglasRepository = ReturnType<typeof reglasRepository>;
