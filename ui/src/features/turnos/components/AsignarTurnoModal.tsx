import type { Employee } from '@reloj/contract/employees';
import type { Sucursal } from '@reloj/contract/catalogues';
import { dayMonthYear } from '@reloj/contract/dates';
import { asignacionMasivaSchema } from '@reloj/contract/turnos';
import { useState } from 'react';
import { useEmployees } from '../../../api/employees';
import { contractErrors } from '../../../components/contractErrors';
import { FormModal } from '../../../components/FormModal';
import { SelectField } from '../../../components/SelectField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useAsignacionMasiva } from '../api/asignacionMasiva';
import { asignacionText as a } from '../messages';
import { TurnoDesdeFields, useTurnoDesde } from './TurnoDesdeFields';
import { withValue } from '../../../components/eventValue';
import '../turnos.css';

type Field = 'empleadoIds' | 'sucursal' | 'turnoId' | 'vigenteDesde';

export type AsignarTurnoModalProps = {
  /** The employees the list shows (its filters applied), to choose from. */
  employees: readonly Pick<Employee, 'id' | 'nombre' | 'sucursal' | 'activo'>[];
  sucursales: readonly Pick<Sucursal, 'id' | 'nombre'>[];
  onClose: () => void;
  /** The assignment was stored: the page's banner says so. */
  onDone: (message: string) => void;
};

/**
 * 'Asignar turno' from the employee list (issue 41 item 3): one turno or rol from one date for several employees, chosen
 * from the list or a whole branch, in one action (POST /api/asignaciones).
 */
export function AsignarTurnoModal({ employees, sucursales, onClose, onDone }: AsignarTurnoModalProps) {
  const activos = employees.filter((e) => e.activo);
  const [modo, setModo] = useState<'lista' | 'sucursal'>('lista');
  const [elegidos, setElegidos] = useState<ReadonlySet<number>>(() => new Set());
  const [sucursalId, setSucursalId] = useState('');
  const choice = useTurnoDesde();
  const deSucursal = useEmployees({ texto: '', sucursalId, incluirBajas: false });
  const form = useFormErrors<Field>();
  const { errors, clear, clearing } = form;
  const banner = useBanner();
  const asignar = useAsignacionMasiva({
    onSuccess: (_, payload) => onDone(a.bulkDone(payload.empleadoIds.length, choice.nombre() ?? '', dayMonthYear(payload.vigenteDesde))),
    onError: (error) => banner.show(a.bulkFailed(errorMessage(error, UNKNOWN_ERROR)), 'error'),
  });

  const ids = modo === 'lista' ? [...elegidos] : sucursalId && deSucursal.data ? deSucursal.data.map((e) => e.id) : [];
  const toggle = (id: number, on: boolean) => {
    clear('empleadoIds');
    setElegidos((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const todos = activos.length > 0 && activos.every((e) => elegidos.has(e.id));

  function problems() {
    const found = contractErrors<Field>(asignacionMasivaSchema, { empleadoIds: ids, ...choice.payload() });
    if (!choice.value) found.turnoId = a.elegirFalta;
    if (modo === 'sucursal' && !sucursalId) {
      found.sucursal = a.bulkSucursalElegir;
      delete found.empleadoIds;
    } else if (ids.length === 0) found.empleadoIds = a.bulkNinguno;
    return found;
  }

  return (
    <FormModal
      title={a.bulkTitle}
      subtitle={a.bulkSubtitle}
      banner={banner}
      onCancel={onClose}
      form={form}
      problems={problems}
      onSubmit={() => asignar.mutate({ empleadoIds: ids, ...choice.payload() })}
      busy={asignar.isPending}
      submitLabel={a.bulkSubmit(ids.length)}
    >
      <div className="stack asignar-turno">
        <fieldset className="asignar-turno__modo">
          <legend className="field__label">{a.bulkEmpleados}</legend>
          <label className="cambio-opciones__option">
            <input type="radio" name="modo" checked={modo === 'lista'} onChange={() => setModo('lista')} />
            {a.bulkLista}
          </label>
          <label className="cambio-opciones__option">
            <input type="radio" name="modo" checked={modo === 'sucursal'} onChange={() => setModo('sucursal')} />
            {a.bulkSucursal}
          </label>
        </fieldset>
        {modo === 'lista' ? (
          <fieldset className="asignar-turno__lista" aria-invalid={errors.empleadoIds ? true : undefined}>
            <legend className="visually-hidden">{a.bulkEmpleados}</legend>
            <label className="asignar-turno__todos">
              <input
                type="checkbox"
                checked={todos}
                onChange={(e) => (e.target.checked ? setElegidos(new Set(activos.map((x) => x.id))) : setElegidos(new Set()))}
              />
              {a.bulkTodos(activos.length)}
            </label>
            <ul className="asignar-turno__empleados">
              {activos.map((e) => (
                <li key={e.id}>
                  <label className="asignar-turno__empleado">
                    <input type="checkbox" checked={elegidos.has(e.id)} onChange={(ev) => toggle(e.id, ev.target.checked)} />
                    <span className="asignar-turno__nombre">{e.nombre}</span>
                    <span className="asignar-turno__sucursal">{e.sucursal}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.empleadoIds && <span className="field__error">{errors.empleadoIds}</span>}
          </fieldset>
        ) : (
          <SelectField
            label="Sucursal"
            required
            error={errors.sucursal}
            hint={sucursalId && deSucursal.data ? a.bulkSeleccion(deSucursal.data.length) : undefined}
            value={sucursalId}
            onChange={withValue(clearing(['sucursal', 'empleadoIds'], setSucursalId))}
          >
            <option value="">{a.bulkSucursalElegir}</option>
            {sucursales.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.nombre}
              </option>
            ))}
          </SelectField>
        )}
        {modo === 'lista' && <p className="asignar-turno__cuenta">{a.bulkSeleccion(elegidos.size)}</p>}
      </div>
      <TurnoDesdeFields choice={choice} form={form} />
    </FormModal>
  );
}
