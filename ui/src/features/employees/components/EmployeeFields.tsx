import type { Ref } from 'react';
import { Field } from '../../../components/Field';
import { MoneyInput } from '../../../components/MoneyInput';
import { UppercaseInput } from '../../../components/UppercaseInput';
import { formatMoney } from '../../../lib/money';
import { bonoChoices, puestoNamed, salaryOfPuesto } from '../form';
import { isNightShift } from '../lib/schedule';
import type { Employee, EmployeeFormValues, EmployeeOptions } from '../types';
import { SelectField } from '../../../components/SelectField';
import { NUMERO_EMPLEADO_MAX } from '@reloj/contract/employees';
import { WEEK_ORDER, WEEKDAY_NAMES } from '../../prenomina/lib/calendar';

/** Longest name the daemon accepts. */
const NAME_MAX = 120;

type EmployeeFieldsProps = {
  values: EmployeeFormValues;
  onChange: (values: EmployeeFormValues) => void;
  options: EmployeeOptions;
  /**
   * 'register': the daily salary is read-only, the chosen puesto's (SPEC.md section 5).
   * 'edit': it is the employee's own and can be changed; choosing another puesto fills in that puesto's salary.
   */
  mode: 'register' | 'edit';
  /** The employee being edited: their own bono stays listed at the amount they have. */
  employee?: Employee;
  nameRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** Names from a catalogue, plus the current value if the catalogue no longer has it (so the select does not silently change). */
const namesWith = (names: string[], current: string) => (current && !names.includes(current) ? [...names, current] : names);

/**
 * Name, sucursal, puesto, daily salary, bono, entry date and times (SPEC.md), then the rest days, the meal
 * minutes and the payroll number (issue 12): shared by 'Nuevo Empleado' and the edit modal.
 */
export function EmployeeFields({ values, onChange, options, mode, employee, nameRef, disabled }: EmployeeFieldsProps) {
  const set = (patch: Partial<EmployeeFormValues>) => onChange({ ...values, ...patch });
  const salary = salaryOfPuesto(options, values.puesto);
  const toggleRestDay = (day: number, rest: boolean) =>
    set({ diasDescanso: rest ? [...values.diasDescanso.filter((d) => d !== day), day] : values.diasDescanso.filter((d) => d !== day) });

  function choosePuesto(puesto: string) {
    const salarioDiario = puestoNamed(options, puesto)?.salarioDiario;
    set(mode === 'edit' && salarioDiario !== undefined ? { puesto, salario: salarioDiario.toFixed(2) } : { puesto });
  }

  return (
    <div className="employee-fields">
      <div className="employee-fields__grid">
        <div className="employee-fields__wide">
          <Field label="Nombre">
            <UppercaseInput
              ref={nameRef}
              name="nombre"
              required
              maxLength={NAME_MAX}
              placeholder="Ej. JUAN PÉREZ LÓPEZ"
              disabled={disabled}
              value={values.nombre}
              onChange={(nombre) => set({ nombre })}
            />
          </Field>
        </div>
        <SelectField
          label="Sucursal"
          name="sucursal"
          required
          disabled={disabled}
          value={values.sucursal}
          onChange={(e) => set({ sucursal: e.target.value })}
        >
          <option value="">Selecciona una sucursal</option>
          {namesWith(
            options.sucursales.map((s) => s.nombre),
            values.sucursal,
          ).map((nombre) => (
            <option key={nombre} value={nombre}>
              {nombre}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Puesto"
          name="puesto"
          required
          disabled={disabled}
          value={values.puesto}
          onChange={(e) => choosePuesto(e.target.value)}
        >
          <option value="">Selecciona un puesto</option>
          {namesWith(
            options.puestos.map((p) => p.nombre),
            values.puesto,
          ).map((nombre) => (
            <option key={nombre} value={nombre}>
              {nombre}
            </option>
          ))}
        </SelectField>
        <Field label="Fecha de ingreso">
          <input
            className="input"
            type="date"
            name="fechaIngreso"
            required
            disabled={disabled}
            value={values.fechaIngreso}
            onChange={(e) => set({ fechaIngreso: e.target.value })}
          />
        </Field>
        <Field label="Salario Diario">
          {mode === 'register' ? (
            <input
              className="input input--readonly"
              name="salario"
              readOnly
              placeholder="Según el puesto"
              value={salary === undefined ? '' : formatMoney(salary)}
            />
          ) : (
            <MoneyInput name="salario" required max={1_000_000} disabled={disabled} value={values.salario} onChange={(salario) => set({ salario })} />
          )}
        </Field>
        <SelectField
          label="Bono"
          className="employee-fields__wide"
          name="bono"
          disabled={disabled}
          value={values.bonoId}
          onChange={(e) => set({ bonoId: e.target.value })}
        >
          <option value="">Sin bono</option>
          {bonoChoices(options.bonos, employee).map((bono) => (
            <option key={bono.id} value={String(bono.id)}>
              {`${bono.nombre} — ${formatMoney(bono.monto)}`}
            </option>
          ))}
        </SelectField>
        <Field label="Hora de entrada">
          <input
            className="input"
            type="time"
            name="horaEntrada"
            required
            disabled={disabled}
            value={values.horaEntrada}
            onChange={(e) => set({ horaEntrada: e.target.value })}
          />
        </Field>
        <Field label="Hora de salida">
          <input
            className="input"
            type="time"
            name="horaSalida"
            required
            disabled={disabled}
            value={values.horaSalida}
            onChange={(e) => set({ horaSalida: e.target.value })}
          />
        </Field>
        {isNightShift(values.horaEntrada, values.horaSalida) && (
          <p className="employee-fields__note employee-fields__wide">Turno nocturno: la salida es al día siguiente.</p>
        )}
        <fieldset className="employee-fields__wide rest-days" disabled={disabled}>
          <legend className="field__label">Días de descanso</legend>
          <div className="rest-days__options">
            {WEEK_ORDER.map((day) => (
              <label key={day} className="rest-day">
                <input
                  type="checkbox"
                  name="diasDescanso"
                  value={String(day)}
                  checked={values.diasDescanso.includes(day)}
                  onChange={(e) => toggleRestDay(day, e.target.checked)}
                />
                <span>{WEEKDAY_NAMES[day]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Minutos de comida">
          <input
            className="input"
            type="number"
            name="minutosComida"
            inputMode="numeric"
            min={0}
            max={240}
            step={1}
            disabled={disabled}
            value={values.minutosComida}
            onChange={(e) => set({ minutosComida: e.target.value })}
          />
        </Field>
        <Field label="Número de empleado (opcional)">
          <input
            className="input"
            type="text"
            name="numeroEmpleado"
            maxLength={NUMERO_EMPLEADO_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="Ej. 0012"
            disabled={disabled}
            value={values.numeroEmpleado}
            onChange={(e) => set({ numeroEmpleado: e.target.value.toLocaleUpperCase('es-MX') })}
          />
        </Field>
        <p className="employee-fields__hint employee-fields__wide">
          La comida va dentro del horario y no se checa ni se paga. El número de empleado es la clave en la nómina.
        </p>
      </div>
    </div>
  );
}
