import type { IntentoSuplantacion } from '@reloj/contract/suplantacion';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CardHeader } from '../../../components/CardHeader';
import { labelled } from '../../../components/cellLabel';
import { DataTable, type Column } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/errorMessage';
import { formatDateAndTime } from '../../../lib/dateTime';
import { useIntentosSuplantacion } from '../api/listIntentosSuplantacion';
import { suplantacionText as t } from '../suplantacionMessages';
import type { AttendanceFilters } from '../types';
import { SpoofPhotoModal } from './SpoofPhotoModal';

/** The section's anchor: 'Reconocimiento' links here from 'Posible suplantación'. */
export const SPOOF_SECTION_ID = 'intentos-suplantacion';

/**
 * 'Intentos de suplantación' (issue 45 item 4): the kiosk's refusals for liveness of the list's period and branch, each
 * with its kiosk, time, the employee the face resembled, the verdict and the camera's frame. For an administrador and a
 * gerente (their branches); the screen does not show it to a consulta.
 */
export function SpoofAttempts({ filters }: { filters: AttendanceFilters }) {
  const list = useIntentosSuplantacion(filters, true);
  const [open, setOpen] = useState<(IntentoSuplantacion & { foto: string }) | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const ready = list.isSuccess && !list.isPlaceholderData;
  // Arriving from 'Reconocimiento' (#intentos-suplantacion): the section once its rows are drawn.
  useEffect(() => {
    if (ready && hash === `#${SPOOF_SECTION_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  const rows = list.isError ? [] : (list.data ?? []);
  const placeholder = list.isError ? errorMessage(list.error, t.loadFailed) : ready ? t.empty : t.loading;
  const columns: Column<IntentoSuplantacion>[] = [
    { header: 'Fecha y hora', cell: (a) => <span className="punch-time spoof-when">{formatDateAndTime(a.hora)}</span> },
    {
      header: 'Kiosco',
      cell: (a) =>
        labelled(
          'Kiosco',
          <span>
            {a.kiosco}
            {a.sucursal && <span className="spoof-branch">{a.sucursal}</span>}
          </span>,
        ),
    },
    {
      header: 'Se parecía a',
      cell: (a) =>
        labelled('Se parecía a', a.empleado ? <span className="cell-name">{t.resembled(a.empleado)}</span> : <span className="punch-none">{t.nobody}</span>),
    },
    { header: 'Veredicto', cell: (a) => labelled('Veredicto', <span className="spoof-verdict">{a.veredictoTexto}</span>) },
    {
      header: 'Foto',
      cell: (a) => {
        const { foto } = a;
        if (!foto) return <span className="punch-none">{t.noPhoto}</span>;
        return (
          <button
            type="button"
            className="punch-thumb spoof-thumb"
            onClick={() => setOpen({ ...a, foto })}
            aria-label={t.photoButton(a.kiosco, formatDateAndTime(a.hora))}
            title="Ver foto más grande"
          >
            <img src={foto} alt="" loading="lazy" decoding="async" width={64} height={48} />
          </button>
        );
      },
    },
  ];

  return (
    <section ref={section} id={SPOOF_SECTION_ID} className="card card--flush spoof-attempts" aria-labelledby="spoof-attempts-title">
      <CardHeader
        id="spoof-attempts-title"
        title={t.title}
        count={
          ready && (
            <>
              {rows.length.toLocaleString('es-MX')}
              <span className="visually-hidden">{rows.length === 1 ? ' intento' : ' intentos'}</span>
            </>
          )
        }
      />
      <p className="spoof-attempts__intro">
        {t.intro} {t.retention}
      </p>
      {rows.length > 0 ? (
        <DataTable caption={t.title} columns={columns} rows={rows} rowKey={(a) => a.id} placeholder={placeholder} cards />
      ) : (
        <p className="spoof-attempts__none">{placeholder}</p>
      )}
      {open && <SpoofPhotoModal intento={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
