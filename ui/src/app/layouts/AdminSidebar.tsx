import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import '../../styles/adminShell.css';

const links = [
  { to: '/admin/nuevo-registro', label: 'Nuevo Empleado' },
  { to: '/admin/empleados', label: 'Empleados' },
  { to: '/admin/puestos', label: 'Puestos y Salarios' },
  { to: '/admin/sucursales', label: 'Sucursales' },
  { to: '/admin/bonos', label: 'Bonos' },
  { to: '/admin/dispositivos', label: 'Dispositivos' },
  { to: '/admin/asistencias', label: 'Asistencias' },
  { to: '/admin/reconocimiento', label: 'Reconocimiento' },
  { to: '/admin/privacidad', label: 'Privacidad' },
  { to: '/admin/prenomina', label: 'Pre-nómina' },
  { to: '/admin/reglas', label: 'Reglas de Asistencia' },
  { to: '/admin/festivos', label: 'Días Festivos' },
  { to: '/admin/exportacion', label: 'Exportación a nómina' },
  { to: '/admin/auditoria', label: 'Auditoría' },
  { to: '/admin/respaldos', label: 'Respaldos' },
] as const;

/**
 * The dark 280px sidebar; the active link is the one whose path matches exactly. On a phone it becomes a top
 * bar whose 'Menú' button shows the links (the button is hidden on wider screens).
 */
export function AdminSidebar() {
  const [open, setOpen] = useState(false);
  return (
    <aside className={`sidebar${open ? ' sidebar--open' : ''}`}>
      <div className="sidebar__top">
        <Link to="/admin" className="sidebar__title" onClick={() => setOpen(false)}>
          PANEL ADMIN
        </Link>
        <button
          type="button"
          className="sidebar__toggle"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="sidebar__toggle-icon" aria-hidden="true" />
          Menú
        </button>
      </div>
      <nav id="admin-menu" className="sidebar__nav" aria-label="Menú lateral">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end className="sidebar__link" onClick={() => setOpen(false)}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <LogoutButton className="sidebar__logout" />
    </aside>
  );
}
