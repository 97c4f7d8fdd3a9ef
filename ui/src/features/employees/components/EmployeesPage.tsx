import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { loadStatus } from '../../../lib/loadStatus';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useEmployeeOptions } from '../api/employeeOptions';
import { useEmployees, type EmployeeFilters } from '../api/listEmployees';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useEmployeeActions } from '../hooks/useEmployeeActions';
import { registrationMessages } from '../messages';
import type { Employee, EmployeePayload, FacePhotos } from '../types';
import { AddFaceModal, type ConsentToGive } from './AddFaceModal';
import { EditEmployeeModal } from './EditEmployeeModal';
import { EmployeeFiltersBar } from './EmployeeFiltersBar';
import { EmployeesTable } from './EmployeesTable';
import { PrivacyModal } from './PrivacyModal';
import '../employees.css';

const noFilters: EmployeeFilters = { texto: '', sucursalId: '', incluirBajas: false };

type Dialog = { kind: 'edit' | 'face' | 'privacy'; employee: Employee } | null;

/**
 * 'Empleados' (/admin/empleados): the employee list with filters; edit, 'Privacidad y datos', 'Agregar rostro' and
 * baja / reactivar.
 */
export function EmployeesPage() {
  const banner = useBanner();
  const { show, dismiss } = banner;
  const [filters, setFilters] = useState(noFilters);
  const texto = useDebouncedValue(filters.texto, 250);
  const list = useEmployees({ ...filters, texto });
  const employees = list.data ?? [];
  const status = loadStatus(list);
  const options = useEmployeeOptions();
  const actions = useEmployeeActions(show);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A 'Solo consulta' account reads the list; the daemon would refuse every change.
  const readOnly = useCurrentUser()?.rol === 'consulta';

  useEffect(() => {
    if (options.status === 'error') show(registrationMessages.loadFailed, 'error');
  }, [options.status, show]);

  const open = (kind: NonNullable<Dialog>['kind']) => (employee: Employee) => {
    dismiss(); // the dialog shows only what happens while it is open
    setDialog({ kind, employee });
  };
  const close = useCallback(() => setDialog(null), []);
  /** The employee as the list has it now (a dialog's actions reload the list). */
  const current = (employee: Employee) => employees.find((e) => e.id === employee.id) ?? employee;

  const save = useCallback(
    async (employee: Employee, payload: EmployeePayload) => {
      if (await actions.update(employee, payload)) close();
    },
    [actions, close],
  );
  const addFace = useCallback(
    async (employee: Employee, photos: FacePhotos, replace: boolean, consent: ConsentToGive | null) => {
      if (await actions.addFace(employee, photos, replace, consent)) close();
    },
    [actions, close],
  );

  const filtered = filters.texto.trim() !== '' || filters.sucursalId !== '' || filters.incluirBajas;
  const bannerElement = <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={dismiss} />;

  return (
    <div className="page page--wide">
      <header className="page__header page__header--with-action">
        <div>
          <h1 className="page__title">Empleados</h1>
          <p className="page__description">Datos, horario y rostros registrados de cada empleado.</p>
        </div>
        {!readOnly && (
          <Link to="/admin/nuevo-registro" className="button button--primary">
            Nuevo Empleado
          </Link>
        )}
      </header>
      {!dialog && bannerElement}
      <section className="card card--flush employees-card" aria-labelledby="employees-list-title">
        <div className="card__header">
          <h2 id="employees-list-title" className="card__title">
            Empleados registrados
          </h2>
          {(status === 'ready' || employees.length > 0) && <span className="count-badge">{employees.length}</span>}
        </div>
        <EmployeeFiltersBar filters={filters} onChange={setFilters} sucursales={options.options.sucursales} />
        <EmployeesTable
          employees={employees}
          status={status}
          error={list.error?.message}
          filtered={filtered}
          onEdit={open('edit')}
          onAddFace={open('face')}
          onPrivacy={open('privacy')}
          onDeactivate={(employee) => void actions.deactivate(employee)}
          onReactivate={(employee) => void actions.reactivate(employee)}
          onRetry={() => void list.refetch()}
          readOnly={readOnly}
        />
      </section>
      {dialog?.kind === 'edit' && (
        <EditEmployeeModal employee={dialog.employee} options={options.options} banner={bannerElement} onCancel={close} onSave={save} />
      )}
      {dialog?.kind === 'privacy' && (
        <PrivacyModal
          employee={current(dialog.employee)}
          banner={bannerElement}
          notify={show}
          onClose={close}
          onEditEmployee={() => open('edit')(current(dialog.employee))}
        />
      )}
      {dialog?.kind === 'face' && (
        <AddFaceModal
          employee={dialog.employee}
          banner={bannerElement}
          onProblem={(message) => show(message, 'error')}
          onCancel={close}
          onAdd={addFace}
        />
      )}
    </div>
  );
}
