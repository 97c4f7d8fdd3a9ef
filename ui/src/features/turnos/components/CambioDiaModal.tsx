import { cambioTurnoPayloadSchema, type CambioTurnoPayload, type Turno } from '@reloj/contract/turnos';
import { MOTIVO_INICIO_REGISTRO_LENGTH } from '@reloj/contract/inicioRegistro';
import { useState } from 'react';
import { contractErrors } from '../../../components/contractErrors';
import { FormModal } from '../../../components/FormModal';
import { SelectField } from '../../../components/SelectField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { formatLongDay } from '../../../lib/dateTime';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useCambiarDia, useDeshacerCambio } from '../api/cambiosTurno';
import { queEs, type RosterDay, type RosterEmployee } from '../lib/roster';
import { rolText as r } from '../messages';
import { withValue } from '../../../components/eventValue';
import { TextAreaField } from '../../../components/TextAreaField';

type Opcion = 'turno' | 'descanso' | 'companero';
type CambioField = 'turnoId' | 'conEmpleadoId' | 'motivo';

type CambioDiaModalProps = {
  empleado: RosterEmployee;
  dia: RosterDay;
  turnos: readonly Turno[];
  /** The others of the roster, for a swap (cambio de turno). */
  companeros: readonly RosterEmployee[];
  onClose: () => void;
  /** The change was stored (or undone): the page's banner says so. */
  onDone: (message: string) => void;
};

/**
 * One day of one employee (issue 41 item 4): another turno, a rest day, or a swap with a colleague (both days change in
 * one action), with a required motivo. A day already changed offers 'Deshacer el cambio'.
 */
export function CambioDiaModal({ empleado, dia, turnos, companeros, onClose, onDone }: CambioDiaModalProps) {
  const [opcion, setOpcion] = useState<Opcion>(dia.descanso ? 'turno' : 'descanso');
  const [turnoId, setTurnoId] = useState('');
  const [conEmpleadoId, setConEmpleadoId] = useState('');
  const [motivo, setMotivo] = useState('');
  const form = useFormErrors<CambioField>();
  const { errors, clear, clearing } = form;
  const banner = useBanner();
  const fecha = formatLongDay(dia.fecha);
  const cambiar = useCambiarDia({
    onSuccess: () => onDone(r.saved(empleado.nombre, fecha)),
    onError: (error) => banner.show(r.failed(errorMessage(error, UNKNOWN_ERROR)), 'error'),
  });
  const deshacer = useDeshacerCambio({
    onSuccess: () => onDone(r.deshecho(empleado.nombre, fecha)),
    onError: (error) => banner.show(r.deshacerFailed(errorMessage(error, UNKNOWN_ERROR)), 'error'),
  });

  const payload = (): CambioTurnoPayload => ({
    empleadoId: empleado.empleadoId,
    fecha: dia.fecha,
    motivo,
    ...(opcion === 'turno'
      ? { turnoId: turnoId ? Number(turnoId) : null }
      : opcion === 'descanso'
        ? { descanso: true }
        : { conEmpleadoId: conEmpleadoId ? Number(conEmpleadoId) : null }),
  });

  function problems() {
    const found = contractErrors<CambioField>(cambioTurnoPayloadSchema, payload());
    // The contract's "indica uno solo" is said as the one choice left empty.
    if (opcion === 'turno' && !turnoId) found.turnoId = r.elegirTurno;
    else if (opcion !== 'turno') delete found.turnoId;
    if (opcion === 'companero' && !conEmpleadoId) found.conEmpleadoId = r.elegirCompanero;
    return found;
  }

  const otros = companeros.filter((c) => c.empleadoId !== empleado.empleadoId);
  return (
    <FormModal
      title={r.dialogTitle}
      subtitle={
        <>
          <strong>{empleado.nombre}</strong> · {fecha}
          <span className="cambio-ahora">{r.ahora(queEs(dia))}</span>
        </>
      }
      banner={banner}
      onCancel={onClose}
      form={form}
      problems={problems}
      onSubmit={() => cambiar.mutate(payload())}
      busy={cambiar.isPending}
      submitLabel={r.guardar}
      busyLabel={r.busy}
    >
      {dia.cambio && (
        <div className="spread-row cambio-actual">
          <span>{dia.cambioMotivo ? `${r.yaCambiado} ${dia.cambioMotivo}` : r.yaCambiado}</span>
          {dia.cambioId != null && (
            <button
              type="button"
              className="button button--small button--secondary"
              disabled={deshacer.isPending}
              onClick={() => deshacer.mutate(dia.cambioId!)}
            >
              {r.deshacer}
            </button>
          )}
        </div>
      )}
      <fieldset className="cambio-opciones">
        <legend className="field__label">{r.queCambia}</legend>
        {(
          [
            ['turno', r.otroTurno],
            ['descanso', r.descansar],
            ['companero', r.intercambiar],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="cambio-opciones__option">
            <input
              type="radio"
              name="opcion"
              value={value}
              checked={opcion === value}
              onChange={() => {
                clear('turnoId', 'conEmpleadoId');
                setOpcion(value);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {opcion === 'turno' && (
        <SelectField label={r.turno} required error={errors.turnoId} value={turnoId} onChange={withValue(clearing('turnoId', setTurnoId))}>
          <option value="">{r.elegirTurno}</option>
          {turnos.map((turno) => (
            <option key={turno.id} value={String(turno.id)}>
              {turno.codigo} · {turno.nombre}
            </option>
          ))}
        </SelectField>
      )}
      {opcion === 'companero' && (
        <SelectField
          label={r.companero}
          required
          hint={r.companeroHint}
          error={errors.conEmpleadoId}
          value={conEmpleadoId}
          onChange={withValue(clearing('conEmpleadoId', setConEmpleadoId))}
        >
          <option value="">{r.elegirCompanero}</option>
          {otros.map((c) => {
            const suyo = c.dias.find((d) => d.fecha === dia.fecha);
            return (
              <option key={c.empleadoId} value={String(c.empleadoId)}>
                {c.nombre}
                {suyo ? ` (${suyo.descanso ? r.descanso : (suyo.codigo ?? r.sinAsignar)})` : ''}
              </option>
            );
          })}
        </SelectField>
      )}
      <TextAreaField
        label={r.motivo}
        required
        error={errors.motivo}
        inputClass="cambio-motivo"
        name="motivo"
        rows={2}
        maxLength={MOTIVO_INICIO_REGISTRO_LENGTH.max}
        placeholder={r.motivoPlaceholder}
        value={motivo}
        onChange={clearing('motivo', setMotivo)}
      />
    </FormModal>
  );
}
