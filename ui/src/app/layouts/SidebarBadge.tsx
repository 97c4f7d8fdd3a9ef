/** A count beside a sidebar link ('Dispositivos 2'); screen readers hear 'Dispositivos, 2 por aprobar'. */
export function SidebarBadge({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span className="sidebar__badge" aria-hidden="true">
        {count.toLocaleString('es-MX')}
      </span>
      <span className="visually-hidden">{`, ${count.toLocaleString('es-MX')} ${label}`}</span>
    </>
  );
}
