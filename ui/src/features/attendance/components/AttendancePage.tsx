import type { Punch } from '@reloj/contract/attendance';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { useSucursales } from '../../../api/catalogues';
import { useEmployees } from '../../../api/employees';
import { useCurrentUser } from '../../../api/authState';
import { usePunches } from '../api/listPunches';
import { useAttendanceFilters } from '../hooks/useAttendanceFilters';
import { attendanceCsvUrl, attendanceQuery, periodError } from '../query';
import { AttendanceFilters } from './AttendanceFilters';
import { PunchesTable } from './PunchesTable';
import { PunchPhotoModal } from './PunchPhotoModal';
import { AnularChecadaModal } from './AnularChecadaModal';
import '../attendance.css';

const allEmployees = { texto: '', sucursalId: '', incluirBajas: true };

/** 'Asistencias': the punches of a period, filtered by branch and employee, with their photos and a CSV export. */
export function AttendancePage() {
  const { filters, change } = useAttendanceFilters();
  // The selects' choices (every employee, bajas included); empty when they cannot be read.
  const branches = useSucursales().data ?? [];
  const employees = useEmployees(allEmployees).data ?? [];
  const list = usePunches(filters);
  const [photo, setPhoto] = useState<(Punch & { foto: string }) | null>(null);
  const [voiding, setVoiding] = useState<Punch | null>(null);
  // A consulta reads only; administradores and gerentes (their branches' punches, the only ones listed) may void.
  const rol = useCurrentUser()?.rol;
  const canVoid = rol === 'administrador' || rol === 'gerente';
  const canExport = periodError(filters) === null;

  // 'loading' also while another period's answer is on its way (the previous rows stay meanwhile).
  const status = list.invalid || list.isError ? 'error' : list.isSuccess && !list.isPlaceholderData ? 'ready' : 'loading';
  const punches = status === 'error' ? [] : (list.data ?? []);
  const placeholder =
    status === 'loading'
      ? 'Cargando…'
      : status === 'error'
        ? (list.invalid ?? errorMessage(list.error, 'No se pudieron cargar las checadas.'))
        : 'No hay checadas en este periodo.';
  const count = punches.length;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Asistencias</h1>
        <p className="page__description">Las checadas de entrada y salida de cada día, con la foto tomada por el reloj checador.</p>
      </header>
      <section className="card attendance__filters-card" aria-label="Filtros">
        <AttendanceFilters filters={filters} branches={branches} employees={employees} onChange={change} />
      </section>
      <section className="card card--flush attendance" aria-labelledby="attendance-list-title">
        <div className="card__header">
          <h2 id="attendance-list-title" className="card__title">
            Checadas
          </h2>
          {status === 'ready' && (
            <span className="count-badge">
              {count.toLocaleString('es-MX')}
              <span className="visually-hidden">{count === 1 ? ' checada' : ' checadas'}</span>
            </span>
          )}
          {canExport ? (
            <a className="button button--small button--secondary attendance__export" href={attendanceCsvUrl(filters)} download>
              Exportar CSV
            </a>
          ) : (
            <span className="button button--small button--secondary attendance__export" aria-disabled="true">
              Exportar CSV
            </span>
          )}
        </div>
        <PunchesTable
          key={attendanceQuery(filters)}
          punches={punches}
          placeholder={placeholder}
          onOpenPhoto={setPhoto}
          onAnular={canVoid ? setVoiding : undefined}
        />
      </section>
      {photo && <PunchPhotoModal punch={photo} onClose={() => setPhoto(null)} />}
      {voiding && <AnularChecadaModal punch={voiding} onClose={() => setVoiding(null)} />}
    </div>
  );
}
