import { useRef, type Ref } from 'react';
import { NUMERO_EMPLEADO_MAX } from '@reloj/contract/employees';
import { DateInput } from '../../../components/DateInput';
import { Field } from '../../../components/Field';
import { JornadaLegalNote } from '../../../components/JornadaLegalNote';
import { MoneyInput } from '../../../components/MoneyInput';
import { SalaryWarning } from '../../../components/SalaryReview';
import { SelectField } from '../../../components/SelectField';
import { TimeInput } from '../../../components/TimeInput';
import { UppercaseInput } from '../../../components/UppercaseInput';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSubmitGuard } from '../../../components/useSubmitGuard';
import { formatMoney } from '../../../lib/money';
import { WEEK_ORDER, WEEKDAY_NAMES } from '../../../lib/dateTime';
import { bonoChoices, changesInicioRegistro, puestoNamed, salaryOfPuesto } from '../form';
import { employeeFieldProblems, type EmployeeField } from '../lib/fieldProblems';
import { useSalaryReview } from '../hooks/useSalaryReview';
import { isNightShift } from '../../../lib/schedule';
import type { Employee, EmployeeFormValues, EmployeeOptions } from '../types';
import '../employeeFields.css';

/** Longest name the daemon accepts. */
const NAME_MAX = 120;

/** The daemon refuses an entry date before this one (routes/employees/schema.ts). */
const OLDEST_FECHA_INGRESO = '1950-01-01';

type EmployeeFieldsProps = {
  values: EmployeeFormValues;
  onChange: (values: EmployeeFormValues) => void;
  options: EmployeeOptions;
  /**
   * 'register': the daily salary is read-only, the chosen puesto's (the product's requirements).
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
 * Name, sucursal, puesto, daily salary, bono, entry date, entry and exit times, in the order of the product's requirements, then the rest
 * days, the meal minutes and the payroll number (issue 12): shared by 'Nuevo Empleado' and the edit modal.
 *
 * The fields check themselves when their form is submitted, whoever renders the form: the refusals go beside each
 * field in Spanish, the first one gets the focus, and the form's own submit does not run. With the name left
 * blank on 'Nuevo Empleado' it still runs: the page refuses it itself with the requirements' sentence ('El nombre y la
 * foto son obligatorios.') and sends nothing.
 */
export function EmployeeFields({ values, onChange, options, mode, employee, nameRef, disabled }: EmployeeFieldsProps) {
  const { errors, check, clear, formRef: rootRef } = useFormErrors<EmployeeField, HTMLDivElement>();
  const latest = useRef({ values, mode, employee });
  latest.current = { values, mode, employee };
  useSubmitGuard(rootRef, () => {
    const current = latest.current;
    if (check(employeeFieldProblems(current.values, current.mode, current.employee))) return 'send';
    return current.mode === 'register' && !current.values.nombre.trim() ? 'send' : 'stop';
  });

  const set = (patch: Partial<EmployeeFormValues>) => {
    clear(...(Object.keys(patch) as EmployeeField[]));
    onChange({ ...values, ...patch });
  };
  const salary = salaryOfPuesto(options, values.puesto);
  const salaryReview = useSalaryReview(values, options, mode);
  const toggleRestDay = (day: number, rest: boolean) =>
    set({ diasDescanso: rest ? [...values.diasDescanso.filter((d) => d !== day), day] : values.diasDescanso.filter((d) => d !== day) });

  function choosePuesto(puesto: string) {
    const salarioDiario = puestoNamed(options, puesto)?.salarioDiario;
    set(mode === 'edit' && salarioDiario !== undefined ? { puesto, salario: salarioDiario.toFixed(2) } : { puesto });
  }

  return (
    <div ref={rootRef} className="employee-fields">
      <div className="employee-fields__grid">
        <Field label="Nombre" className="employee-fields__wide" required error={errors.nombre}>
          {(control) => (
            <UppercaseInput
              {...control}
              ref={nameRef}
              name="nombre"
              maxLength={NAME_MAX}
              placeholder="Ej. JUAN PÉREZ LÓPEZ"
              disabled={disabled}
              value={values.nombre}
              onChange={(nombre) => set({ nombre })}
            />
          )}
        </Field>
        <SelectField
          label="Sucursal"
          name="sucursal"
          required
          disabled={disabled}
          error={errors.sucursal}
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
          error={errors.puesto}
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
        <Field label="Salario Diario" required={mode === 'edit'} error={errors.salario} hint={salaryReview && <SalaryWarning review={salaryReview} />}>
          {(control) =>
            mode === 'register' ? (
              <input
                {...control}
                className="input input--readonly"
                name="salario"
                readOnly
                placeholder="Según el puesto"
                value={salary === undefined ? '' : formatMoney(salary)}
              />
            ) : (
              <MoneyInput {...control} name="salario" max={1_000_000} disabled={disabled} value={values.salario} onChange={(salario) => set({ salario })} />
            )
          }
        </Field>
        <SelectField label="Bono" name="bono" disabled={disabled} value={values.bonoId} onChange={(e) => set({ bonoId: e.target.value })}>
          <option value="">Sin bono</option>
          {bonoChoices(options.bonos, employee).map((bono) => (
            <option key={bono.id} value={String(bono.id)}>
              {`${bono.nombre} — ${formatMoney(bono.monto)}`}
            </option>
          ))}
        </SelectField>
        <div className="employee-fields__wide employee-fields__when">
          <DateInput
            label="Fecha de ingreso"
            name="fechaIngreso"
            required
            min={OLDEST_FECHA_INGRESO}
            disabled={disabled}
            error={errors.fechaIngreso}
            value={values.fechaIngreso}
            onChange={(fechaIngreso) => set({ fechaIngreso })}
          />
          <TimeInput
            label="Hora de entrada"
            name="horaEntrada"
            required
            disabled={disabled}
            error={errors.horaEntrada}
            value={values.horaEntrada}
            onChange={(horaEntrada) => set({ horaEntrada })}
          />
          <TimeInput
            label="Hora de salida"
            name="horaSalida"
            required
            disabled={disabled}
            error={errors.horaSalida}
            value={values.horaSalida}
            onChange={(horaSalida) => set({ horaSalida })}
          />
        </div>
        {isNightShift(values.horaEntrada, values.horaSalida) && (
          <p className="employee-fields__note employee-fields__wide">Turno nocturno: la salida es al día siguiente.</p>
        )}
        <JornadaLegalNote
          className="employee-fields__wide"
          segmentos={[{ entrada: values.horaEntrada, salida: values.horaSalida }]}
          minutosComida={Number(values.minutosComida) || 0}
          semana={{ diasDescanso: new Set(values.diasDescanso).size }}
        />
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
        <Field label="Minutos de comida" error={errors.minutosComida}>
          {(control) => (
            <input
              {...control}
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
          )}
        </Field>
        {mode === 'edit' && employee && values.inicioRegistro !== undefined && (
          <div className="employee-fields__wide employee-fields__when">
            <DateInput
              label="Inicio del registro"
              name="inicioRegistro"
              required
              min={values.fechaIngreso || OLDEST_FECHA_INGRESO}
              disabled={disabled}
              error={errors.inicioRegistro}
              value={values.inicioRegistro}
              onChange={(inicioRegistro) => set({ inicioRegistro })}
            />
            {changesInicioRegistro(values, employee) && (
              <Field label="Motivo del cambio" error={errors.motivoInicioRegistro} required>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="text"
                    name="motivoInicioRegistro"
                    maxLength={300}
                    placeholder="Ej. Registró su rostro dos semanas después"
                    disabled={disabled}
                    value={values.motivoInicioRegistro ?? ''}
                    onChange={(e) => set({ motivoInicioRegistro: e.target.value })}
                  />
                )}
              </Field>
            )}
          </div>
        )}
        <Field label="Número de empleado (opcional)" error={errors.numeroEmpleado}>
          {(control) => (
            <input
              {...control}
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
          )}
        </Field>
        <p className="employee-fields__hint employee-fields__wide">
          La comida va dentro del horario y no se checa ni se paga. El número de empleado es la clave en la nómina.
        </p>
      </div>
    </div>
  );
}
