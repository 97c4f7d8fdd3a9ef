import { useRef, useState, type FormEvent } from 'react';
import { festivoInputSchema, type FestivoInput } from '@reloj/contract/festivos';
import { contractErrors } from '../../../components/contractErrors';
import { DateInput } from '../../../components/DateInput';
import { TextField } from '../../../components/TextField';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';

type CreateFestivoCardProps = {
  /** The year shown: a new date starts in it. */
  anio: number;
  /** The day is being added. */
  busy: boolean;
  /** Adds the day; `created` runs once it was. */
  onCreate: (input: FestivoInput, created: () => void) => void;
};

type FestivoField = 'fecha' | 'nombre';

const empty = { fecha: '', nombre: '' };

/** What cannot be sent, beside each field, as the contract refuses it: an empty date (a typed one that is not a date is empty here), the name. */
const problemsOf = (values: typeof empty): FormErrors<FestivoField> => contractErrors<FestivoField>(festivoInputSchema, values);

/** The card on the left: a company holiday (an election day, the company's anniversary...). */
export function CreateFestivoCard({ anio, busy, onCreate }: CreateFestivoCardProps) {
  const [values, setValues] = useState(empty);
  const { errors, check, clear, formRef } = useFormErrors<FestivoField>();
  const dateRef = useRef<HTMLInputElement>(null);

  function set(patch: Partial<typeof empty>) {
    clear(...(Object.keys(patch) as FestivoField[]));
    setValues((current) => ({ ...current, ...patch }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(problemsOf(values))) return;
    onCreate({ fecha: values.fecha, nombre: values.nombre.trim() }, () => {
      setValues(empty);
      dateRef.current?.focus();
    });
  }

  return (
    <section className="card" aria-labelledby="festivos-create-title">
      <h2 id="festivos-create-title" className="card__title">
        Nuevo Día Festivo
      </h2>
      <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
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
