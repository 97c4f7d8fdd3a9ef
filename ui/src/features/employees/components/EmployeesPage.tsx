import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/authState';
import { useEmployees, type EmployeeFilters } from '../../../api/employees';
import { BannerFor } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { failureSentence } from '../../../lib/errorMessage';
import { listLoad, loadStatus } from '../../../lib/loadStatus';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useEmployeeOptions } from '../api/employeeOptions';
import { useReactivateEmployee } from '../api/reactivateEmployee';
import { useAddFace } from '../api/registerFace';
import { useUpdateEmployee } from '../api/updateEmployee';
import { expedienteText } from '../expedienteMessages';
import { employeeMessages as m, registrationMessages, withWarnings } from '../messages';
import { bajaText } from '../prestacionesMessages';
import type { Employee, EmployeeOptions } from '../types';
import { AddFaceModal } from './AddFaceModal';
import { BajaModal } from './BajaModal';
import { EditEmployeeModal } from './EditEmployeeModal';
import { EmployeeFiltersBar } from './EmployeeFiltersBar';
import { EmployeesTable } from './EmployeesTable';
import { ExpedienteModal } from './ExpedienteModal';
import { ImportEmployeesModal } from './ImportEmployeesModal';
import { importText } from '../importMessages';
import { NipModal } from './NipModal';
import { PrivacyModal } from './PrivacyModal';
import { CardHeader } from '../../../components/CardHeader';
import { AdminPage } from '../../../components/AdminPage';
import '../employees.css';

const noFilters: EmployeeFilters = { texto: '', sucursalId: '', incluirBajas: false };

/** The filters an address asks for: '?buscar=ANA LÓPEZ&bajas=1' (lib/paths.ts employeeRowPath: from an employee's finiquito or data). */
const filtersOf = (params: URLSearchParams): EmployeeFilters => ({
  ...noFilters,
  texto: params.get('buscar') ?? '',
  incluirBajas: params.get('bajas') === '1',
});

type Dialog = { kind: 'edit' | 'face' | 'privacy' | 'nip' | 'expediente' | 'baja'; employee: Employee } | null;

/** What the turnos feature adds to this screen (issue 41), handed in by app/routes.tsx (features do not import each other). */
export type EmployeesTurnos = {
  /** The 'Turno' section of the edit dialog: the turno in force, its history, 'Cambiar turno desde…'. */
  section: (employeeId: number) => ReactNode;
  /** 'Asignar turno' to several employees of the list (or a whole branch) at once. */
  bulk: (props: {
    employees: readonly Employee[];
    sucursales: EmployeeOptions['sucursales'];
    onClose: () => void;
    onDone: (message: string) => void;
  }) => ReactNode;
};

/**
 * 'Empleados' (/admin/empleados): the employee list with filters; edit, 'Privacidad y datos', 'Expediente', 'Agregar rostro' and
 * baja / reactivar. Each change says what happened in the banner, and the lists are read again afterwards whatever
 * its outcome.
 */
export function EmployeesPage({ turnos }: { turnos?: EmployeesTurnos } = {}) {
  const banner = useBanner();
  const { show, dismiss } = banner;
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersOf(searchParams));
  const texto = useDebouncedValue(filters.texto, 250);
  const list = useEmployees({ ...filters, texto });
  const employees = list.data ?? [];
  const status = loadStatus(list);
  const options = useEmployeeOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  // A 'Solo consulta' account reads the list; the daemon would refuse every change.
  const rol = useCurrentUser()?.rol;
  const readOnly = rol === 'consulta';
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState(false);

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

  const update = useUpdateEmployee({
    onSuccess: (saved) => show(withWarnings(m.updated(saved.nombre), saved.advertencias), 'success'),
    onError: (error) => show(failureSentence(m.updateFailed)(error), 'error'),
  });
  const reactivate = useReactivateEmployee({
    onSuccess: (employee) => show(m.reactivated(employee.nombre), 'success'),
    onError: (error) => show(failureSentence(m.reactivateFailed)(error), 'error'),
  });
  const addFace = useAddFace({
    onSuccess: ({ faceIds, plantillas }, { employee, replace }) =>
      show(replace ? m.faceReplaced(employee.nombre, plantillas) : m.faceAdded(employee.nombre, faceIds.length, plantillas), 'success'),
    onError: (error) => show(failureSentence(m.faceFailed)(error), 'error'),
  });

  const filtered = filters.texto.trim() !== '' || filters.sucursalId !== '' || filters.incluirBajas;
  const bannerElement = <BannerFor banner={banner} />;

  return (
    <AdminPage
      wide
      title="Empleados"
      description="Datos, horario y rostros registrados de cada empleado."
      action={
        <>
          {!readOnly && (
            <div className="page__header-actions">
              {turnos && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    dismiss();
                    setAssigning(true);
                  }}
                >
                  Asignar turno
                </button>
              )}
              {rol === 'administrador' && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    dismiss();
                    setImporting(true);
                  }}
                >
                  {importText.open}
                </button>
              )}
              <Link to="/admin/nuevo-registro" className="button button--primary">
                Nuevo Empleado
              </Link>
            </div>
          )}
        </>
      }
      banner={banner}
      showBanner={!dialog && !importing && !assigning}
    >
      <section className="card card--flush employees-card" aria-labelledby="employees-list-title">
        <CardHeader id="employees-list-title" title="Empleados registrados" count={status === 'ready' || employees.length > 0 ? employees.length : null} />
        <EmployeeFiltersBar filters={filters} onChange={setFilters} sucursales={options.options.sucursales} />
        <EmployeesTable
          employees={employees}
          {...listLoad(list)}
          filtered={filtered}
          onEdit={open('edit')}
          onAddFace={open('face')}
          onPrivacy={open('privacy')}
          onNip={open('nip')}
          onExpediente={open('expediente')}
          onDeactivate={open('baja')}
          onReactivate={(employee) => reactivate.mutate(employee)}
          readOnly={readOnly}
        />
      </section>
      {dialog?.kind === 'edit' && (
        <EditEmployeeModal
          employee={dialog.employee}
          options={options.options}
          banner={bannerElement}
          busy={update.isPending}
          onCancel={close}
          onSave={(payload) => update.mutate({ employee: dialog.employee, payload }, { onSuccess: close })}
          extra={turnos?.section(dialog.employee.id)}
        />
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
      {dialog?.kind === 'nip' && (
        <NipModal
          employee={current(dialog.employee)}
          banner={bannerElement}
          notify={show}
          onClose={close}
          onEditEmployee={() => open('edit')(current(dialog.employee))}
        />
      )}
      {dialog?.kind === 'expediente' && (
        <ExpedienteModal employee={dialog.employee} onClose={close} onDownloaded={(nombre) => show(expedienteText.downloaded(nombre), 'success')} />
      )}
      {dialog?.kind === 'baja' && (
        <BajaModal
          employee={dialog.employee}
          onClose={close}
          onDone={(nombre, fechaBaja, motivoBaja) =>
            show(bajaText.done(nombre, fechaBaja, motivoBaja), 'success', {
              label: bajaText.verFiniquito,
              to: `/admin/empleados/${dialog.employee.id}/finiquito`,
            })
          }
        />
      )}
      {assigning &&
        turnos?.bulk({
          employees,
          sucursales: options.options.sucursales,
          onClose: () => setAssigning(false),
          onDone: (message) => {
            setAssigning(false);
            show(message, 'success');
          },
        })}
      {importing && <ImportEmployeesModal onClose={() => setImporting(false)} onImported={(resultado) => show(importText.done(resultado), 'success')} />}
      {dialog?.kind === 'face' && (
        <AddFaceModal
          employee={dialog.employee}
          banner={bannerElement}
          busy={addFace.isPending}
          onProblem={(message) => show(message, 'error')}
          onCancel={close}
          onAdd={(face, refused) => addFace.mutate(face, { onSuccess: close, onError: refused })}
        />
      )}
    </AdminPage>
  );
}
