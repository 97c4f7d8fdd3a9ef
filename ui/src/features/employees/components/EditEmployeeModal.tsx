import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import { useSalaryConfirmation } from '../../../components/SalaryReview';
import { parseMoney } from '../../../lib/money';
import { useSalaryReview } from '../hooks/useSalaryReview';
import { editPayload, valuesOf } from '../form';
import type { Employee, EmployeeOptions, EmployeePayload } from '../types';
import { Advertencias } from './Advertencias';
import { BajaNote } from './BajaNote';
import { EmployeeFields } from './EmployeeFields';
import { VacacionesSection } from './VacacionesSection';

type EditEmployeeModalProps = {
  employee: Employee;
  options: EmployeeOptions;
  /** The page's banner, shown inside the dialog while it is open so that errors are seen. */
  banner: ReactNode;
  /** The edited copy is being saved. */
  busy: boolean;
  onCancel: () => void;
  /** Saves the edited copy; the parent closes the modal when it succeeds. */
  onSave: (payload: EmployeePayload) => void;
  /** A section after 'Vacaciones' that another feature gives (the employee's 'Turno', issue 41). */
  extra?: ReactNode;
};

/**
 * Edits a copy of one employee; nothing changes in the list until 'Guardar Cambios' succeeds. The fields refuse
 * what cannot be sent beside themselves before this submit runs (EmployeeFields).
 */
export function EditEmployeeModal({ employee, options, banner, busy, onCancel, onSave, extra }: EditEmployeeModalProps) {
  const [values, setValues] = useState(() => valuesOf(employee));
  const salaryReview = useSalaryReview(values, options, 'edit');
  const salaryConfirmation = useSalaryConfirmation();

  /** A salary out of bounds is asked about when it or the sucursal (its zone) changes, not on every later edit. */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const salaryChanged = parseMoney(values.salario) !== employee.salarioDiario || values.sucursal !== employee.sucursal;
    salaryConfirmation.confirm(salaryChanged ? salaryReview : null, () => onSave(editPayload(values, options, employee)));
  }

  return (
    <Modal title="Editar Empleado" onClose={onCancel}>
      <div className="employee-modal">
        {banner}
        <BajaNote employee={employee} />
        {employee.advertencias?.length > 0 && (
          <p className="notice employee-modal__warning">
            <Advertencias advertencias={employee.advertencias} long />
          </p>
        )}
        <form className="form" noValidate onSubmit={handleSubmit}>
          <EmployeeFields values={values} onChange={setValues} options={options} mode="edit" employee={employee} disabled={busy} />
          <VacacionesSection employeeId={employee.id} />
          {extra}
          <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar Cambios" />
        </form>
      </div>
      {salaryConfirmation.dialog}
    </Modal>
  );
}
