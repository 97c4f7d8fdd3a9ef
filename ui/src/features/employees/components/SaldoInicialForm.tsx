import { addYears } from '@reloj/contract/dates';
import type { SaldoInicialInput, Vacaciones } from '@reloj/contract/prestaciones';
import { useId, useState, type KeyboardEvent } from 'react';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useSaldoInicial } from '../api/saldoInicial';
import { saldoInicialText as t } from '../saldoInicialMessages';
import '../saldoInicial.css';

/** The anniversaries of fechaIngreso on or before `fecha`: the years an opening balance at `fecha` covers. */
function aniversarios(fechaIngreso: string, fecha: string): string[] {
  const out: string[] = [];
  for (let anio = 1; addYears(fechaIngreso, anio) <= fecha; anio++) out.push(addYears(fechaIngreso, anio));
  return out;
}

/** '' → undefined; a whole number of days ≥ 0 → the number; anything else → null (a problem). */
const days = (raw: string): number | undefined | null => {
  const text = raw.trim();
  if (text === '') return undefined;
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
};

type SaldoInicialFormProps = { employeeId: number; vacaciones: Vacaciones; onDone: (saved: boolean) => void };

/**
 * Issue 40: 'Saldo inicial' of the employee's vacations: what was owed the day the record started, as one total (the
 * box assigns it to the oldest years still open) or per anniversary year, the days already taken from the year under
 * way, and the motivo. The daemon checks the figures against the years of service and names the field it refuses.
 */
export function SaldoInicialForm({ employeeId, vacaciones, onDone }: SaldoInicialFormProps) {
  const id = useId();
  const actual = vacaciones.saldoInicial;
  const [fecha, setFecha] = useState(actual?.fecha ?? vacaciones.inicioRegistro ?? vacaciones.fechaCorte);
  const [forma, setForma] = useState<'total' | 'por_anio'>(actual?.forma ?? 'total');
  const [total, setTotal] = useState(actual ? String(actual.pendientes) : '');
  const [porAnio, setPorAnio] = useState<Record<string, string>>(() =>
    Object.fromEntries((actual?.anios ?? []).map((a) => [a.aniversario, String(a.pendientes)])),
  );
  const [tomados, setTomados] = useState(actual && actual.tomadosAnioEnCurso > 0 ? String(actual.tomadosAnioEnCurso) : '');
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Busy while the daemon answers; a refusal gives the form back at once (the lists are read again behind it).
  const [sending, setSending] = useState(false);
  const save = useSaldoInicial({
    onSuccess: () => onDone(true),
    onError: (failure) => {
      setSending(false);
      setError(t.failed(errorMessage(failure, UNKNOWN_ERROR)));
    },
  });
  const anios = aniversarios(vacaciones.fechaIngreso, fecha);

  function submit() {
    const tomadosAnioEnCurso = days(tomados);
    const pendientes = days(total);
    const porAnioDias = anios.map((aniversario) => ({ aniversario, pendientes: days(porAnio[aniversario] ?? '') }));
    if (tomadosAnioEnCurso === null || (forma === 'total' && pendientes === null) || porAnioDias.some((a) => a.pendientes === null))
      return setError(t.notANumber);
    const input: SaldoInicialInput = {
      fecha,
      motivo,
      ...(forma === 'total'
        ? { pendientes: pendientes ?? 0 }
        : { anios: porAnioDias.flatMap((a) => (a.pendientes ? [{ aniversario: a.aniversario, pendientes: a.pendientes }] : [])) }),
      ...(tomadosAnioEnCurso !== undefined ? { tomadosAnioEnCurso } : {}),
    };
    setError(null);
    setSending(true);
    save.mutate({ employeeId, input });
  }

  function enter(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!sending) submit();
  }

  return (
    // Not a <form>: the section sits inside 'Editar Empleado''s own form, whose submit must not run; Enter in a field
    // saves this balance instead.
    <div className="saldo-inicial__form" role="group" aria-label={t.title} onKeyDown={enter}>
      <label className="field__label" htmlFor={`${id}-fecha`}>
        {t.fecha}
      </label>
      <input id={`${id}-fecha`} className="input" type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} />

      <fieldset className="saldo-inicial__forma">
        <legend className="field__label">{t.forma}</legend>
        <label>
          <input type="radio" name={`${id}-forma`} checked={forma === 'total'} onChange={() => setForma('total')} /> {t.total}
        </label>
        <label>
          <input type="radio" name={`${id}-forma`} checked={forma === 'por_anio'} onChange={() => setForma('por_anio')} /> {t.porAnio}
        </label>
      </fieldset>

      {forma === 'total' ? (
        <>
          <label className="field__label" htmlFor={`${id}-total`}>
            {t.pendientes}
          </label>
          <input
            id={`${id}-total`}
            className="input"
            inputMode="numeric"
            value={total}
            aria-describedby={`${id}-total-hint`}
            onChange={(e) => setTotal(e.target.value)}
          />
          <span id={`${id}-total-hint`} className="field__hint">
            {t.totalHint}
          </span>
        </>
      ) : anios.length === 0 ? (
        <p className="field__hint">{t.sinAnios}</p>
      ) : (
        anios.map((aniversario) => (
          <span key={aniversario} className="saldo-inicial__anio">
            <label className="field__label" htmlFor={`${id}-${aniversario}`}>
              {t.anio(aniversario)}
            </label>
            <input
              id={`${id}-${aniversario}`}
              className="input"
              inputMode="numeric"
              value={porAnio[aniversario] ?? ''}
              onChange={(e) => setPorAnio({ ...porAnio, [aniversario]: e.target.value })}
            />
          </span>
        ))
      )}

      <label className="field__label" htmlFor={`${id}-tomados`}>
        {t.tomados}
      </label>
      <input id={`${id}-tomados`} className="input" inputMode="numeric" value={tomados} onChange={(e) => setTomados(e.target.value)} />

      <label className="field__label" htmlFor={`${id}-motivo`}>
        {t.motivo}
      </label>
      <textarea
        id={`${id}-motivo`}
        className="input"
        rows={2}
        maxLength={300}
        value={motivo}
        aria-describedby={`${id}-motivo-hint`}
        onChange={(e) => setMotivo(e.target.value)}
      />
      <span id={`${id}-motivo-hint`} className="field__hint">
        {t.motivoHint}
      </span>

      {error && (
        <p className="consent__error" role="alert">
          {error}
        </p>
      )}
      <div className="saldo-inicial__actions">
        <button type="button" className="button button--primary button--small" onClick={submit} disabled={sending} aria-busy={sending || undefined}>
          {t.save}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onDone(false)} disabled={sending}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
