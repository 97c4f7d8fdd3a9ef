import { useState } from 'react';
import { useAttendanceFilters } from '../hooks/useAttendanceFilters';
import { useFilterOptions } from '../hooks/useFilterOptions';
import { usePunches } from '../hooks/usePunches';
import { attendanceCsvUrl, attendanceQuery, periodError } from '../query';
import type { Punch } from '../types';
import { AttendanceFilters } from './AttendanceFilters';
import { PunchesTable } from './PunchesTable';
import { PunchPhotoModal } from './PunchPhotoModal';
import '../attendance.css';

/** 'Asistencias': the punches of a period, filtered by branch and employee, with their photos and a CSV export. */
export function AttendancePage() {
  const { filters, change } = useAttendanceFilters();
  const { branches, employees } = useFilterOptions();
  const list = usePunches(filters);
  const [photo, setPhoto] = useState<(Punch & { foto: string }) | null>(null);
  const canExport = periodError(filters) === null;

  const placeholder =
    list.status === 'loading'
      ? 'Cargando…'
      : list.status === 'error'
        ? (list.error ?? 'No se pudieron cargar las checadas.')
        : 'No hay checadas en este periodo.';
  const count = list.punches.length;

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
          {list.status === 'ready' && (
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
        <PunchesTable key={attendanceQuery(filters)} punches={list.punches} placeholder={placeholder} onOpenPhoto={setPhoto} />
      </section>
      {photo && <PunchPhotoModal punch={photo} onClose={() => setPhoto(null)} />}
    </div>
  );
}
