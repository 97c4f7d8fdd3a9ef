import type { Resumen } from '@reloj/contract/resumen';
import { formatDateTime } from '../../lib/dateTime';
import { AttentionCard, AttentionList } from './AttentionCard';
import { ROWS_SHOWN } from './cardLinks';
import { plural } from './homeText';

/** Kiosks that asked to be a time clock and wait for an administrator (administrators only). */
export function KiosksCard({ kioscos }: { kioscos: NonNullable<Resumen['kioscosPendientes']> }) {
  const { total } = kioscos;
  const summary =
    total === 0 ? 'Ningún kiosco espera aprobación.' : `${plural(total, 'kiosco espera', 'kioscos esperan')} tu aprobación para empezar a checar.`;
  return (
    <AttentionCard title="Kioscos por aprobar" count={total} summary={summary} links={[{ to: '/admin/dispositivos', label: 'Ir a Dispositivos' }]}>
      <AttentionList
        label="Kioscos por aprobar"
        total={total}
        items={kioscos.kioscos.slice(0, ROWS_SHOWN).map((k) => ({
          key: k.id,
          name: (
            <>
              <code className="attention__code">{k.codigo}</code>
              {k.nombre && ` ${k.nombre}`}
            </>
          ),
          detail: `desde ${formatDateTime(k.primeraVez)}`,
        }))}
      />
    </AttentionCard>
  );
}
