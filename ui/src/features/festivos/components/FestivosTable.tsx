import type { ReactNode } from 'react';
import type { Festivo } from '@reloj/contract/festivos';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadError';
import { dayMonthYear } from '@reloj/contract/dates';
import { formatDayMonth } from '../../../lib/dateTime';

type FestivosTableProps = {
  anio: number;
  festivos: readonly Festivo[];
  status: 'loading' | 'ready' | 'error';
  error?: string;
  onDelete: (festivo: Festivo) => void;
  onRetry: () => void;
};

const origen: Record<Festivo['origen'], ReactNode> = {
  ley: (
    <span className="tag tone-info" title="Día de descanso obligatorio (LFT art. 74): no se puede quitar.">
      De ley
    </span>
  ),
  empresa: <span className="tag tone-warn">De la empresa</span>,
};

/** 'jueves, 1 de enero' with no-break spaces in '1 de enero': a narrow column breaks it after the comma only. */
const dateBreakingAfterComma = (fecha: string) => formatDayMonth(fecha).replace(/, (.*)$/, (_, date: string) => `, ${date.replaceAll(' ', '\u00a0')}`);

/** Fecha, Nombre, Tipo and, for the company's own days, 'Borrar'. */
export function FestivosTable({ anio, festivos, status, error, onDelete, onRetry }: FestivosTableProps) {
  const columns: Column<Festivo>[] = [
    {
      header: 'Fecha',
      cell: (f) => (
        <time className="festivo-date" dateTime={f.fecha}>
          {dateBreakingAfterComma(f.fecha)}
        </time>
      ),
    },
    { header: 'Nombre', cell: (f) => <span className="festivo-name">{f.nombre}</span> },
    { header: 'Tipo', cell: (f) => origen[f.origen] },
    {
      header: 'Acciones',
      align: 'end',
      cell: (f) =>
        f.origen === 'empresa' ? (
          <ConfirmButton
            className="button button--small button--danger"
            question={`¿Eliminar el día festivo ${f.nombre} (${dayMonthYear(f.fecha)})?`}
            details="Ese día volverá a contarse como día laborable en la pre-nómina."
            confirmLabel="Sí, eliminar"
            onConfirm={() => onDelete(f)}
          >
            Borrar
          </ConfirmButton>
        ) : (
          <span className="cell-none" title="Los días de ley no se pueden borrar.">
            —
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={`Días festivos de ${anio}`}
      columns={columns}
      rows={festivos}
      rowKey={(f) => f.fecha}
      compact
      stackUpTo={620}
      placeholder={
        status === 'loading' ? 'Cargando...' : status === 'error' ? <LoadError error={error} onRetry={onRetry} /> : `No hay días festivos en ${anio}.`
      }
    />
  );
}
