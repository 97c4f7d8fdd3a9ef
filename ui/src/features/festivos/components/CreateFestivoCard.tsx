import { useRef, useState, type FormEvent } from 'react';
import { festivoInputSchema, type FestivoInput } from '@reloj/contract/payroll';
import { DateInput } from '../../../components/DateInput';
import { TextField } from '../../../components/TextField';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { festivoMessages as m } from '../messages';

type CreateFestivoCardProps = {
  /** The year shown: a new date starts in it. */
  anio: number;
  /** Resolves to true when the day was added. */
  onCreate: (input: FestivoInput) => Promise<boolean>;
};

type FestivoField = 'fecha' | 'nombre';

const empty = { fecha: '', nombre: '' };

/** What cannot be sent, beside each field: an empty date, or the name as the contract refuses it. */
function problemsOf(values: typeof empty): FormErrors<FestivoField> {
  const problems: FormErrors<FestivoField> = {};
  if (!values.fecha) problems.fecha = m.fechaRequired;
  const nombre = festivoInputSchema.shape.nombre.safeParse(values.nombre);
  if (!nombre.success) problems.nombre = nombre.error.issues[0]?.message;
  return problems;
}

/** The card on the left: a company holiday (an election day, the company's anniversary...). */
export function CreateFestivoCard({ anio, onCreate }: CreateFestivoCardProps) {
  const [values, setValues] = useState(empty);
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, formRef } = useFormErrors<FestivoField>();
  const dateRef = useRef<HTMLInputElement>(null);

  function set(patch: Partial<typeof empty>) {
    clear(...(Object.keys(patch) as FestivoField[]));
    setValues((current) => ({ ...current, ...patch }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(problemsOf(values))) return;
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
      <form ref={formRef} className="form" noValidate onSubmit={(e) => void handleSubmit(e)}>
        <DateInput
          ref={dateRef}
          label="Fecha"
          name="fecha"
          required
          min="2000-01-01"
          max="2100-12-31"
          placeholder={`dd/mm/${anio}`}
          error={errors.fecha}
          value={values.fecha}
          onChange={(fecha) => set({ fecha })}
        />
        <TextField
          label="Nombre"
          name="nombre"
          required
          maxLength={80}
          placeholder="Ej. Jornada electoral"
          error={errors.nombre}
          value={values.nombre}
          onChange={(nombre) => set({ nombre })}
        />
        <p className="festivos__hint">Los días de ley ya están incluidos; agrega solo los de la empresa o los que anuncie el gobierno.</p>
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          Agregar Día Festivo
        </button>
      </form>
    </section>
  );
}
