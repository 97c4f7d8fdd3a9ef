import { useRef, useState, type FormEvent } from 'react';
import type { FestivoInput } from '@reloj/contract/payroll';
import { Field } from '../../../components/Field';

type CreateFestivoCardProps = {
  /** The year shown: a new date starts in it. */
  anio: number;
  /** Resolves to true when the day was added. */
  onCreate: (input: FestivoInput) => Promise<boolean>;
};

const empty = { fecha: '', nombre: '' };

/** The card on the left: a company holiday (an election day, the company's anniversary...). */
export function CreateFestivoCard({ anio, onCreate }: CreateFestivoCardProps) {
  const [values, setValues] = useState(empty);
  const [busy, setBusy] = useState(false);
  const dateRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const created = await onCreate({ fecha: values.fecha, nombre: values.nombre.trim() });
    setBusy(false);
    if (created) {
      setValues(empty);
      dateRef.current?.focus();
    }
  }

  return (
    <section className="card" aria-labelledby="festivos-create-title">
      <h2 id="festivos-create-title" className="card__title">
        Nuevo Día Festivo
      </h2>
      <form className="form" onSubmit={(e) => void handleSubmit(e)}>
        <Field label="Fecha">
          <input
            ref={dateRef}
            className="input"
            type="date"
            name="fecha"
            required
            min="2000-01-01"
            max="2100-12-31"
            placeholder={`${anio}-01-01`}
            value={values.fecha}
            onChange={(e) => setValues({ ...values, fecha: e.target.value })}
          />
        </Field>
        <Field label="Nombre">
          <input
            className="input"
            type="text"
            name="nombre"
            required
            maxLength={80}
            placeholder="Ej. Jornada electoral"
            value={values.nombre}
            onChange={(e) => setValues({ ...values, nombre: e.target.value })}
          />
        </Field>
        <p className="festivos__hint">Los días de ley ya están incluidos; agrega solo los de la empresa o los que anuncie el gobierno.</p>
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          Agregar Día Festivo
        </button>
      </form>
    </section>
  );
}
