import type { Resumen } from '@reloj/contract/resumen';
import type { Rol } from '@reloj/contract/usuarios';
import { AttentionCard, AttentionList } from './AttentionCard';
import { linksFor, ROWS_SHOWN } from './cardLinks';
import { plural } from './homeText';

/** Active employees without an enrolled face: the kiosk cannot recognise them. */
export function FacelessCard({ sinRostro, rol }: { sinRostro: Resumen['sinRostro']; rol: Rol | undefined }) {
  const { total } = sinRostro;
  const summary =
    total === 0
      ? 'Todos los empleados activos tienen su rostro registrado.'
      : `${plural(total, 'empleado activo no tiene', 'empleados activos no tienen')} rostro registrado: no pueden checar con la cámara.`;
  return (
    <AttentionCard title="Empleados sin rostro" count={total} summary={summary} links={linksFor(rol, [{ to: '/admin/empleados', label: 'Ir a Empleados' }])}>
      <AttentionList
        label="Empleados sin rostro"
        total={total}
        items={sinRostro.empleados.slice(0, ROWS_SHOWN).map((e) => ({
          key: e.empleadoId,
          name: e.nombre,
          detail: e.sucursal,
        }))}
      />
    </AttentionCard>
  );
}
