import type { Device } from '@reloj/contract/devices';
import type { LoadStatus } from '../../../lib/loadStatus';
import type { ReactNode } from 'react';
import type { Column } from '../../../components/DataTable';
import { ListTable } from '../../../components/ListTable';
import { StatusBadge } from './StatusBadge';
import { When } from './When';

type DevicesTableProps = {
  devices: readonly Device[];
  status: LoadStatus;
  error?: string;
  /** The buttons of one row. */
  actions: (device: Device) => ReactNode;
  onRetry: () => void;
};

const none = (text: string) => <span className="device-none">{text}</span>;

export function DevicesTable({ devices, actions, ...load }: DevicesTableProps) {
  const columns: Column<Device>[] = [
    { header: 'Código', cell: (d) => <code className="device-code">{d.codigo}</code> },
    { header: 'Nombre', cell: (d) => (d.nombre ? <span className="device-name">{d.nombre}</span> : none('Sin nombre')) },
    { header: 'Sucursal', cell: (d) => d.sucursal ?? none('Sin asignar') },
    {
      header: 'Estado',
      cell: (d) => (
        <span className="device-state">
          <StatusBadge status={d.status} />
          {d.decididoPor && <span className="device-decided">por {d.decididoPor}</span>}
        </span>
      ),
    },
    { header: 'Primera vez', cell: (d) => <When iso={d.primeraVez} label="Primera vez" /> },
    { header: 'Última vez', cell: (d) => <When iso={d.ultimaVez} label="Última vez" /> },
    { header: 'Acciones', align: 'end', cell: actions },
  ];

  return (
    <ListTable
      caption="Dispositivos"
      columns={columns}
      rows={devices}
      rowKey={(d) => d.id}
      compact
      {...load}
      empty="Aún no hay dispositivos. Abre el reloj checador (/kiosk) en el equipo del kiosco y aparecerá aquí como pendiente."
    />
  );
}
