import { Link, NavLink } from 'react-router-dom';
import { LogoutButton } from '../../features/auth/components/LogoutButton';

const links = [
  { to: '/admin/nuevo-registro', label: 'Nuevo Empleado' },
  { to: '/admin/empleados', label: 'Empleados' },
  { to: '/admin/puestos', label: 'Puestos y Salarios' },
  { to: '/admin/sucursales', label: 'Sucursales' },
  { to: '/admin/bonos', label: 'Bonos' },
  { to: '/admin/dispositivos', label: 'Dispositivos' },
  { to: '/admin/asistencias', label: 'Asistencias' },
  { to: '/admin/auditoria', label: 'Auditoría' },
  { to: '/admin/respaldos', label: 'Respaldos' },
] as const;

/** The dark 280px sidebar; the active link is the one whose path matches exactly. */
export function AdminSidebar() {
  return (
    <aside className="sidebar">
      <Link to="/admin" className="sidebar__title">
        PANEL ADMIN
      </Link>
      <nav className="sidebar__nav" aria-label="Menú lateral">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end className="sidebar__link">
            {link.label}
          </NavLink>
        ))}
      </nav>
      <LogoutButton className="sidebar__logout" />
    </aside>
  );
}
