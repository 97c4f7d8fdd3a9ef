import { useEffect, useRef, type ReactNode } from 'react';
import { BONO_TIPO_LABELS, type BonoTipo } from '@reloj/contract/catalogues';
import { DIA_ESTADO_LABELS, type DiaPrenomina, type EmpleadoPrenomina } from '@reloj/contract/prenomina';
import { INCIDENCIA_LABELS, type Incidencia } from '@reloj/contract/incidencias';
import type { Punch } from '@reloj/contract/attendance';
import type { Rango } from '@reloj/contract/periodos';
import { ColumnHeads, type ColumnHead } from '../../../components/ColumnHeads';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { Modal } from '../../../components/Modal';
import { formatMoney } from '../../../lib/money';
import { useIncidencias } from '../api/incidencias';
import { usePeriodPunches } from '../api/listPeriodPunches';
import { formatMinutes, formatRango, formatShortDay } from '../../../lib/dateTime';
import { capitalize } from '../../../lib/text';
import { ALL_MONEY_LINES, ESTADO_TONE, formatCount, formatHoras, plural } from '../lib/figures';
import { TurnoDelDia } from './TurnoDelDia';
import { labelled } from '../../../components/cellLabel';
import { prenominaMessages as m } from '../messages';

type EmployeeDaysModalProps = {
  row: EmpleadoPrenomina;
  rango: Rango;
  /** The day it opens on (a link to one employee's day, the day just corrected): marked and scrolled into view. */
  fecha?: string;
  /** The period is closed: its figures are frozen and nothing can be added. */
  closed: boolean;
  /** The page's banner, shown inside the dialog while it is open. */
  banner: ReactNode;
  onClose: () => void;
  onAddPunch: (dia: DiaPrenomina) => void;
  onAddIncidencia: (dia: DiaPrenomina) => void;
  onRemoveIncidencia: (incidencia: Incidencia) => void;
};

const DAY_COLUMNS: readonly ColumnHead[] = [
  { label: 'Fecha' },
  { label: 'Estado y turno' },
  { label: 'Entrada' },
  { label: 'Salida' },
  { label: 'Retardo', className: 'cell--end' },
  { label: 'Horas extra', className: 'cell--end' },
  { label: 'Nota' },
];

function Estado({ dia }: { dia: DiaPrenomina }) {
  return (
    <span className="pn-estado-cell">
      <span className={`tag tag--small tone-${ESTADO_TONE[dia.estado]} pn-estado`}>{DIA_ESTADO_LABELS[dia.estado]}</span>
      {dia.origenManual && (
        <span className="pn-tag pn-tag--manual" title="Este día incluye checadas agregadas a mano o incidencias.">
          Manual
        </span>
      )}
    </span>
  );
}

function Time({ value, manual }: { value: string | null; manual: Punch | null }) {
  if (!value) return <span className="cell-none">—</span>;
  const why = manual ? `Agregada a mano${manual.registradoPor ? ` por ${manual.registradoPor}` : ''}${manual.motivo ? `: ${manual.motivo}` : ''}` : '';
  return (
    <span className="pn-time">
      {value}
      {manual && (
        <span className="pn-tag pn-tag--manual pn-tag--tiny" title={why}>
          manual
        </span>
      )}
    </span>
  );
}

/**
 * Whether the day's entrada (its first entrada punch) and salida (its last salida) are manual punches. Matched by
 * punch id, not by time: the list's instants are UTC and the day's times are the box's local ones.
 */
function manualEnds(punches: readonly Punch[], dia: DiaPrenomina): { entradaManual: Punch | null; salidaManual: Punch | null } {
  const manual = new Set(dia.checadasManuales);
  if (manual.size === 0) return { entradaManual: null, salidaManual: null };
  // A voided punch (issue 29) is neither the day's entrada nor its salida.
  const day = punches.filter((p) => p.diaLaboral === dia.fecha && !p.anulada).sort((a, b) => a.hora.localeCompare(b.hora));
  const entrada = day.find((p) => p.tipo === 'entrada');
  const salida = day.filter((p) => p.tipo === 'salida').at(-1);
  return {
    entradaManual: dia.entrada !== null && entrada !== undefined && manual.has(entrada.id) ? entrada : null,
    salidaManual: dia.salida !== null && salida !== undefined && manual.has(salida.id) ? salida : null,
  };
}

/**
 * Each week the period touches: the minutes past the salida summed over the whole calendar week (days before the
 * period included) and the whole blocks paid (issue 28, 2a./J. 76/2018).
 */
function Semanas({ semanas }: { semanas: EmpleadoPrenomina['semanas'] }) {
  if (semanas.length === 0) return null;
  return (
    <section className="pn-weeks" aria-labelledby="pn-weeks-title">
      <h3 id="pn-weeks-title" className="pn-weeks__title">
        Minutos después de la salida, por semana
      </h3>
      <ul className="stack pn-weeks__list">
        {semanas.map((s) => (
          <li key={s.desde}>
            <span className="pn-weeks__range">{formatRango(s.desde, s.hasta)}</span>
            <span>
              {s.minutosExtraSumados === 0
                ? 'sin minutos después de la salida'
                : `${formatMinutes(s.minutosExtraSumados)} sumados en la semana: ${plural(s.bloqueMinutos > 0 ? Math.floor(s.minutosExtraPagados / s.bloqueMinutos) : 0, 'bloque')} de ${s.bloqueMinutos} min pagados (${formatMinutes(s.minutosExtraPagados)})`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Nocturna, 7 h 30 min (máx. 7 h)': the shift's paid time and the legal maximum of its jornada. */
function jornadaText(jornada: NonNullable<EmpleadoPrenomina['jornada']>): string {
  return `${capitalize(jornada.tipo)}, ${formatMinutes(jornada.turnoMinutos)} (máx. ${formatMinutes(jornada.maximoMinutos)})`;
}

/** Joins the words with no-break spaces: a line breaks around them, not inside them. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

/** Who added a day's manual punches: 'admin', 'admin, laura'; '' while the punches load. */
function whoAdded(punches: readonly (Punch | number)[]): string {
  const who = new Set(punches.flatMap((p) => (typeof p === 'number' || !p.registradoPor ? [] : [p.registradoPor])));
  return [...who].join(', ');
}

/**
 * 'Días de <empleado>': each day of the period with its state, punches, retardo, overtime and note; which
 * figures came from manual punches or incidencias; the warnings; and, while the period is open, the
 * buttons that add a missing punch or an incidencia.
 */
export function EmployeeDaysModal(props: EmployeeDaysModalProps) {
  const { row, rango, fecha, closed, banner, onClose, onAddPunch, onAddIncidencia, onRemoveIncidencia } = props;
  const incidencias = useIncidencias(rango.desde, rango.hasta, row.empleadoId).data ?? [];
  const punches = usePeriodPunches(rango, row.empleadoId).data ?? [];
  const incidenciaById = new Map(incidencias.map((i) => [i.id, i]));
  const punchById = new Map(punches.map((p) => [p.id, p]));
  const dayRow = useRef<HTMLTableRowElement>(null);
  // A block body: Chromium's scrollIntoView may return a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    dayRow.current?.scrollIntoView?.({ block: 'center' });
  }, [fecha]);

  return (
    <Modal title={`Días de ${row.nombre}`} onClose={onClose}>
      <div className="pn-days">
        {/* First in the dialog, so that it opens with the focus here, at the top, rather than on a day further down. */}
        <button type="button" className="pn-days__x" aria-label="Cerrar ventana" title="Cerrar" onClick={onClose}>
          ×
        </button>
        <p className="modal__subtitle">
          {formatRango(rango.desde, rango.hasta)}
          {row.numeroEmpleado && <> · No. {row.numeroEmpleado}</>} · Salario diario {formatMoney(row.salarioDiario)}
          {closed && <span className="pill pn-status--closed">Cerrado</span>}
        </p>
        {banner}
        {row.advertencias.length > 0 && (
          <ul className="pn-warnings" aria-label="Advertencias">
            {row.advertencias.map((a) => (
              <li key={a.code}>
                <span aria-hidden="true">⚠ </span>
                {a.mensaje}
              </li>
            ))}
          </ul>
        )}

        <section className="pn-summary" aria-label="Resumen del periodo">
          <dl className="pn-summary__counts">
            <div>
              <dt>Días trabajados</dt>
              <dd>{formatCount(row.diasTrabajados)}</dd>
            </div>
            <div>
              <dt>Faltas</dt>
              <dd>
                {formatCount(row.faltas)}
                {row.faltasPorRetardos > 0 && <span className="pn-note"> ({formatCount(row.faltasPorRetardos)} por retardos)</span>}
              </dd>
            </div>
            <div>
              <dt>Retardos</dt>
              <dd>{formatCount(row.retardos)}</dd>
            </div>
            <div>
              <dt>Salidas anticipadas</dt>
              <dd>
                {formatCount(row.salidasAnticipadas)}
                {row.minutosSalidaAnticipada > 0 && <span className="pn-note"> ({formatMinutes(row.minutosSalidaAnticipada)})</span>}
              </dd>
            </div>
            {row.mediasJornadas > 0 && (
              <div>
                <dt>Medias jornadas</dt>
                <dd className="pn-bad">{formatCount(row.mediasJornadas)}</dd>
              </div>
            )}
            <div>
              <dt>Horas extra</dt>
              <dd>
                {row.horasExtraDobles === 0 && row.horasExtraTriples === 0 ? '0' : `${formatHoras(row.horasExtraDobles)} dobles`}
                {row.horasExtraTriples > 0 && <>, {formatHoras(row.horasExtraTriples)} triples</>}
              </dd>
            </div>
            {row.jornada && (
              <div className="pn-summary__jornada">
                <dt>Jornada (LFT arts. 60-61)</dt>
                <dd>{jornadaText(row.jornada)}</dd>
              </div>
            )}
          </dl>
          <dl className="pn-summary__money">
            {ALL_MONEY_LINES.filter((line) => line.key === 'sueldo' || line.key === 'septimoDia' || row[line.key] !== 0).map((line) => (
              <div key={line.key}>
                <dt>{line.label}</dt>
                <dd className="cell-money">{formatMoney(row[line.key])}</dd>
              </div>
            ))}
            <div className="pn-summary__total">
              <dt>Total</dt>
              <dd className="cell-money">{formatMoney(row.total)}</dd>
            </div>
          </dl>
          {row.bonosDetalle.length > 0 && (
            <ul className="pn-bonos" aria-label="Bonos">
              {row.bonosDetalle.map((b) => (
                <li key={b.nombre} className={b.ganado ? 'pn-bono--won' : 'pn-bono--lost'}>
                  <strong>{b.nombre}</strong> ({BONO_TIPO_LABELS[b.tipo as BonoTipo] ?? b.tipo}) {formatMoney(b.monto)}:{' '}
                  {b.motivo || (b.ganado ? 'se paga' : 'no se paga')}
                </li>
              ))}
            </ul>
          )}
        </section>
        <Semanas semanas={row.semanas} />

        <div className="table-scroll pn-days__scroll">
          <table className="data-table pn-days__table">
            <caption className="visually-hidden">Días del periodo</caption>
            <thead>
              <tr>
                <ColumnHeads columns={DAY_COLUMNS} />
                {!closed && (
                  <th scope="col" className="cell--end">
                    Acciones
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {row.dias.map((dia) => {
                const manualPunches = dia.checadasManuales.map((id) => punchById.get(id) ?? id);
                const { entradaManual, salidaManual } = manualEnds(punches, dia);
                const dayIncidencias = dia.incidencias.map((id) => incidenciaById.get(id) ?? id);
                return (
                  <tr
                    key={dia.fecha}
                    ref={dia.fecha === fecha ? dayRow : undefined}
                    aria-current={dia.fecha === fecha ? 'date' : undefined}
                    className={[dia.origenManual && 'pn-day--manual', dia.fecha === fecha && 'pn-day--focus'].filter(Boolean).join(' ') || undefined}
                  >
                    <th scope="row" className="pn-day__date">
                      {formatShortDay(dia.fecha)}
                    </th>
                    <td>
                      {labelled(
                        'Estado',
                        <span className="pn-day__estado">
                          <Estado dia={dia} />
                          <TurnoDelDia dia={dia} />
                        </span>,
                      )}
                    </td>
                    <td>{labelled('Entrada', <Time value={dia.entrada} manual={entradaManual} />)}</td>
                    <td>{labelled('Salida', <Time value={dia.salida} manual={salidaManual} />)}</td>
                    <td className="cell--end">
                      {labelled(
                        'Retardo',
                        dia.minutosRetardo > 0 ? <span className="pn-warn">{formatMinutes(dia.minutosRetardo)}</span> : <span className="cell-none">—</span>,
                      )}
                      {dia.salidasAnticipadas > 0 && (
                        <span className="pn-note pn-warn pn-day__early">
                          {dia.salidasAnticipadas === 1 ? 'Salida anticipada' : `${dia.salidasAnticipadas} salidas anticipadas`}:{' '}
                          {formatMinutes(dia.minutosSalidaAnticipada)}
                        </span>
                      )}
                      {dia.mediasJornadas > 0 && (
                        <span className="pn-note pn-bad pn-day__half">
                          {dia.mediasJornadas === 1 ? 'Media jornada' : `${dia.mediasJornadas} medias jornadas`}
                        </span>
                      )}
                    </td>
                    <td className="cell--end">
                      {labelled(
                        'Horas extra',
                        <span className="pn-hours">
                          {dia.horasExtra > 0 ? <span>{formatHoras(dia.horasExtra)}</span> : <span className="cell-none">—</span>}
                          {/* Wraps only between '12 min' and 'sin autorizar' (no-break spaces), to keep the column narrow. Issue 45:
                              not yet a payroll figure, so said as a duration ('5 min'), not '0.08 h'. */}
                          {dia.horasExtraSinAutorizar > 0 && (
                            <span className="pn-warn">{`${nbsp(formatMinutes(dia.horasExtraSinAutorizar * 60))} ${nbsp('sin autorizar')}`}</span>
                          )}
                        </span>,
                      )}
                    </td>
                    <td className="pn-day__note">
                      {dia.nota && <span>{dia.nota}</span>}
                      {dia.advertencias.map((a, i) => (
                        <span key={`a${i}`} className="pn-day__warning">
                          <span aria-hidden="true">⚠ </span>
                          {a.mensaje}
                        </span>
                      ))}
                      {manualPunches.length > 0 && (
                        <span className="pn-origin pn-origin--punch">
                          {manualPunches.length === 1 ? 'Checada manual' : `${manualPunches.length} checadas manuales`}
                          {whoAdded(manualPunches) && <span className="pn-origin__who"> · por {whoAdded(manualPunches)}</span>}
                        </span>
                      )}
                      {dayIncidencias.map((inc) =>
                        typeof inc === 'number' ? (
                          <span key={`i${inc}`} className="pn-origin">
                            Incidencia
                          </span>
                        ) : (
                          <span key={`i${inc.id}`} className="pn-origin">
                            <span>
                              {INCIDENCIA_LABELS[inc.tipo]}
                              {inc.horas !== null && <> ({formatHoras(inc.horas)})</>}
                              <span className="pn-origin__who"> · por {inc.creadoPor}</span>
                            </span>
                            {!closed && (
                              <ConfirmButton
                                className="button button--small button--danger pn-origin__remove"
                                question={m.removeIncidenciaQuestion(inc.tipo, row.nombre, inc.fecha)}
                                details="Las cifras del periodo se recalculan sin ella."
                                confirmLabel="Sí, quitar"
                                aria-label={`Quitar ${INCIDENCIA_LABELS[inc.tipo]}`}
                                onConfirm={() => onRemoveIncidencia(inc)}
                              >
                                Quitar
                              </ConfirmButton>
                            )}
                          </span>
                        ),
                      )}
                    </td>
                    {!closed && (
                      <td className="cell--end pn-day__actions">
                        <div className="row-actions pn-day__buttons">
                          <AddButton name="Agregar checada" text="+ Checada" onPress={() => onAddPunch(dia)} />
                          <AddButton name="Agregar incidencia" text="+ Incidencia" onPress={() => onAddIncidencia(dia)} />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="pn-days__legend">
          <span className="pn-tag pn-tag--manual">Manual</span> días cuyas cifras vienen de checadas agregadas a mano o de incidencias.
          {closed && ' El periodo está cerrado: sus cifras ya no cambian.'}
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cerrar
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** A day's '+ Checada' or '+ Incidencia', named in full for a screen reader and in its tooltip. */
function AddButton({ name, text, onPress }: { name: string; text: string; onPress: () => void }) {
  return (
    <button type="button" className="button button--small button--secondary" aria-label={name} title={name} onClick={onPress}>
      {text}
    </button>
  );
}
