import type { SemanaProgramada } from '@reloj/contract/jornada';
import { dayPaidMinutes, isSegmentEntrada, isSegmentSalida } from '@reloj/contract/turnos';
import { useId } from 'react';
import { JornadaLegalNote } from '../../../components/JornadaLegalNote';
import { TRAMOS_MAX, type DiaValues, type TramoValues } from '../lib/turnoForm';
import { formatHoras, terminaDiaSiguiente } from '../lib/turnoText';
import { turnosText as t } from '../messages';
import { SegmentTime } from './SegmentTime';

type DiaEditorProps = {
  index: number;
  /** 'Lunes' or 'Día 1'. */
  nombre: string;
  dia: DiaValues;
  onChange: (dia: DiaValues) => void;
  /** The form's refusals by field key ('dias.0.segmentos.1.salida'). */
  errors: Record<string, string | undefined>;
  /** The turno's week while typed (rest days, paid minutes), for the day's overtime under LFT art. 59; null before. */
  semana: SemanaProgramada | null;
};

/** The day's paid minutes while typing, once every segment is a whole time; null before. */
function liveMinutes(dia: DiaValues): number | null {
  if (!dia.tramos.every((s) => isSegmentEntrada(s.entrada) && isSegmentSalida(s.salida))) return null;
  return dayPaidMinutes({ segmentos: dia.tramos, minutosComida: Number(dia.comida) || 0 });
}

/** One row of the turno's pattern: its 0-4 segments (entrada a salida), '+ Agregar tramo', the meal and the day's hours. */
export function DiaEditor({ index, nombre, dia, onChange, errors, semana }: DiaEditorProps) {
  const id = useId();
  const key = `dias.${index}`;
  const setTramo = (j: number, patch: Partial<TramoValues>) => onChange({ ...dia, tramos: dia.tramos.map((s, k) => (k === j ? { ...s, ...patch } : s)) });
  const minutes = liveMinutes(dia);
  const dayError = errors[key] ?? errors[`${key}.segmentos`];
  const comidaError = errors[`${key}.minutosComida`];
  return (
    <div className={`dia-editor${dia.tramos.length === 0 ? ' dia-editor--descanso' : ''}`} role="group" aria-labelledby={`${id}-dia`}>
      <div className="dia-editor__head">
        <span id={`${id}-dia`} className="dia-editor__nombre">
          {nombre}
        </span>
        <span className="dia-editor__horas">{dia.tramos.length === 0 ? t.descanso : minutes === null ? '' : formatHoras(minutes)}</span>
      </div>
      <div className="dia-editor__tramos">
        {dia.tramos.map((s, j) => {
          const entradaKey = `${key}.segmentos.${j}.entrada`;
          const salidaKey = `${key}.segmentos.${j}.salida`;
          const error = errors[entradaKey] ?? errors[salidaKey] ?? errors[`${key}.segmentos.${j}`];
          const errorId = `${id}-tramo-${j}-error`;
          return (
            <div key={j} className="tramo">
              <div className="tramo__times">
                <SegmentTime
                  label={t.form.tramoLabel('Entrada', j, nombre)}
                  value={s.entrada}
                  invalid={Boolean(errors[entradaKey] ?? errors[`${key}.segmentos.${j}`])}
                  describedBy={error ? errorId : undefined}
                  onChange={(entrada) => setTramo(j, { entrada })}
                />
                <span className="tramo__a">a</span>
                <SegmentTime
                  label={t.form.tramoLabel('Salida', j, nombre)}
                  value={s.salida}
                  invalid={Boolean(errors[salidaKey])}
                  describedBy={error ? errorId : undefined}
                  onChange={(salida) => setTramo(j, { salida })}
                />
                <button
                  type="button"
                  className="button button--small button--secondary tramo__quitar"
                  aria-label={t.form.quitarTramo(j, nombre)}
                  title={t.form.quitarTramo(j, nombre)}
                  onClick={() => onChange({ ...dia, tramos: dia.tramos.filter((_, k) => k !== j) })}
                >
                  ×
                </button>
              </div>
              {terminaDiaSiguiente(s) && <span className="tramo__siguiente">{t.termina}</span>}
              {error && (
                <span id={errorId} className="field__error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
        {dayError && <span className="field__error">{dayError}</span>}
        {dia.tramos.length < TRAMOS_MAX && (
          <button
            type="button"
            className="button button--small button--secondary dia-editor__agregar"
            aria-label={`${t.form.agregarTramo}, ${nombre.toLocaleLowerCase('es-MX')}`}
            onClick={() => onChange({ ...dia, tramos: [...dia.tramos, { entrada: '', salida: '' }] })}
          >
            + {t.form.agregarTramo}
          </button>
        )}
      </div>
      {dia.tramos.length > 0 && (
        <label className="dia-editor__comida">
          <span className="dia-editor__comida-label">{t.form.comida}</span>
          <input
            type="text"
            inputMode="numeric"
            className="input dia-editor__comida-input"
            aria-label={t.form.comidaLabel(nombre)}
            aria-invalid={comidaError ? true : undefined}
            title={t.form.comidaHint}
            placeholder="0"
            maxLength={3}
            value={dia.comida}
            onChange={(e) => onChange({ ...dia, comida: e.target.value.replace(/\D/g, '') })}
          />
          {comidaError && <span className="field__error">{comidaError}</span>}
        </label>
      )}
      <JornadaLegalNote compact className="dia-editor__jornada" segmentos={dia.tramos} minutosComida={Number(dia.comida) || 0} semana={semana ?? undefined} />
    </div>
  );
}
