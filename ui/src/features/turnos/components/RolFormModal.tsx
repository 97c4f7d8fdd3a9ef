import { weekStart } from '@reloj/contract/dates';
import { rolPayloadSchema, type Rol, type Turno } from '@reloj/contract/turnos';
import { useState, type FormEvent } from 'react';
import { BannerFor } from '../../../components/Banner';
import { contractErrors } from '../../../components/contractErrors';
import { DateInput } from '../../../components/DateInput';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import { TextField } from '../../../components/TextField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { localDate } from '../../../lib/dateTime';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useSaveRol } from '../api/saveRol';
import { serverFieldError } from '../lib/serverField';
import { turnosText as t } from '../messages';
import { TurnoChip } from './TurnoChip';
import { IconButton } from '../../../components/IconButton';

type RolField = 'nombre' | 'turnos' | 'inicio';

type RolFormModalProps = {
  rol: Rol | null;
  turnos: readonly Turno[];
  onCancel: () => void;
  onSaved: (rol: Rol, created: boolean) => void;
};

/** Creates or edits a rol: its name, the Monday it starts and its turnos in order, one per week. */
export function RolFormModal({ rol, turnos, onCancel, onSaved }: RolFormModalProps) {
  const [nombre, setNombre] = useState(rol?.nombre ?? '');
  const [inicio, setInicio] = useState(rol?.inicio ?? weekStart(localDate(), 1));
  // '' is a week whose turno is not chosen yet.
  const [semanas, setSemanas] = useState<string[]>(rol ? rol.turnos.map(String) : ['']);
  const { errors, check, clear, clearing, formRef } = useFormErrors<RolField>();
  const banner = useBanner();
  const save = useSaveRol({
    onSuccess: (saved) => onSaved(saved, rol === null),
    onError: (error) => {
      const field = serverFieldError(error, (key) => key === 'nombre' || key === 'inicio' || key.startsWith('turnos'));
      if (field) check({ [field.key.startsWith('turnos') ? 'turnos' : field.key]: field.message });
      else banner.show(`${t.roles.saveFailed} ${errorMessage(error, UNKNOWN_ERROR)}`, 'error');
    },
  });

  const move = (i: number, to: number) =>
    setSemanas((list) => {
      const next = [...list];
      [next[i], next[to]] = [next[to]!, next[i]!];
      return next;
    });
  const setSemana = (i: number, value: string) => {
    clear('turnos');
    setSemanas((list) => list.map((s, k) => (k === i ? value : s)));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    banner.dismiss();
    const payload = { nombre: nombre.trim(), inicio, turnos: semanas.filter(Boolean).map(Number) };
    const problems = contractErrors<RolField>(rolPayloadSchema, payload);
    if (!problems.turnos && semanas.some((s) => s === '')) problems.turnos = t.roles.sinTurnos;
    if (!check(problems)) return;
    save.mutate({ id: rol?.id ?? null, payload });
  }

  const byId = new Map(turnos.map((turno) => [String(turno.id), turno]));
  return (
    <Modal title={rol ? t.roles.editTitle(rol.nombre) : t.roles.createTitle} onClose={onCancel}>
      <div className="rol-form">
        <p className="modal__subtitle">{t.roles.subtitle}</p>
        <BannerFor banner={banner} />
        <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
          <TextField
            label={t.roles.nombre}
            name="nombre"
            required
            maxLength={60}
            placeholder={t.roles.nombrePlaceholder}
            error={errors.nombre}
            value={nombre}
            onChange={clearing('nombre', setNombre)}
          />
          <DateInput
            label={t.roles.inicio}
            name="inicio"
            required
            hint={t.roles.inicioHint}
            error={errors.inicio}
            value={inicio}
            onChange={clearing('inicio', setInicio)}
          />
          <ol className="rol-semanas">
            {semanas.map((value, i) => {
              const turno = byId.get(value);
              return (
                <li key={i} className="rol-semana">
                  <label className="rol-semana__label" htmlFor={`rol-semana-${i}`}>
                    {t.roles.semana(i)}
                  </label>
                  <select
                    id={`rol-semana-${i}`}
                    className="input rol-semana__select"
                    aria-invalid={errors.turnos && value === '' ? true : undefined}
                    value={value}
                    onChange={(e) => setSemana(i, e.target.value)}
                  >
                    <option value="">{t.roles.elegir}</option>
                    {turnos.map((option) => (
                      <option key={option.id} value={String(option.id)}>
                        {option.codigo} · {option.nombre}
                      </option>
                    ))}
                  </select>
                  {turno ? <TurnoChip codigo={turno.codigo} color={turno.color} /> : <span className="rol-semana__chip-space" />}
                  <span className="rol-semana__actions">
                    <IconButton label={t.roles.subir(i)} symbol="↑" disabled={i === 0} onClick={() => move(i, i - 1)} />
                    <IconButton label={t.roles.bajar(i)} symbol="↓" disabled={i === semanas.length - 1} onClick={() => move(i, i + 1)} />
                    <IconButton
                      label={t.roles.quitar(i)}
                      symbol="×"
                      disabled={semanas.length === 1}
                      onClick={() => setSemanas((list) => list.filter((_, k) => k !== i))}
                    />
                  </span>
                </li>
              );
            })}
          </ol>
          {errors.turnos && <span className="field__error">{errors.turnos}</span>}
          {semanas.length < 12 && (
            <button type="button" className="button button--small button--secondary rol-form__agregar" onClick={() => setSemanas((list) => [...list, ''])}>
              + {t.roles.agregar}
            </button>
          )}
          <ModalFormFooter onCancel={onCancel} busy={save.isPending} submitLabel={rol ? t.roles.submitEdit : t.roles.submitCreate} busyLabel={t.form.busy} />
        </form>
      </div>
    </Modal>
  );
}
