import type { AuthUser } from '@reloj/contract/auth';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LogoutLink } from '../../features/auth/components/LogoutLink';
import { navGroupsFor } from './navByRole';
import { SidebarAccount } from './SidebarAccount';
import { SidebarBadge } from './SidebarBadge';
import { usePendingKiosks } from './usePendingKiosks';
import '../../styles/adminShell.css';
import './sidebar.css';

/**
 * The dark 280px sidebar with the links of the signed-in account's role, then who is signed in and 'Cerrar Sesión'
 * (a link among the others, as the product's requirements list it); the active link is the one whose path matches exactly. On a
 * narrow screen it becomes a top bar whose 'Menú' button shows the links (the button is hidden on wider screens).
 * The links come under their groups' headings (Personal, Asistencia, Catálogos, Sistema), on the phone's menu too.
 */
export function AdminSidebar({ user }: { user: AuthUser | null }) {
  const [open, setOpen] = useState(false);
  const groups = user ? navGroupsFor(user.rol) : [];
  const pendingKiosks = usePendingKiosks(user?.rol === 'administrador');
  const close = () => setOpen(false);
  return (
    <aside className={`sidebar${open ? ' sidebar--open' : ''}`}>
      <div className="sidebar__top">
        <Link to="/admin" className="sidebar__title" onClick={close}>
          PANEL ADMIN
        </Link>
        <button type="button" className="sidebar__toggle" aria-expanded={open} aria-controls="admin-menu" onClick={() => setOpen((o) => !o)}>
          <span className="sidebar__toggle-icon" aria-hidden="true" />
          Menú
          {!open && pendingKiosks > 0 && <SidebarBadge count={pendingKiosks} label={pendingKiosks === 1 ? 'kiosco por aprobar' : 'kioscos por aprobar'} />}
        </button>
      </div>
      <nav id="admin-menu" className="sidebar__nav" aria-label="Menú lateral">
        {groups.map((group) => (
          <div key={group.name} className="sidebar__group" role="group" aria-labelledby={`menu-${group.name}`}>
            <span id={`menu-${group.name}`} className="sidebar__group-title">
              {group.name}
            </span>
            {group.links.map((link) => (
              <NavLink key={link.to} to={link.to} end className="sidebar__link" onClick={close}>
                {link.label}
                {link.to === '/admin/dispositivos' && pendingKiosks > 0 && <SidebarBadge count={pendingKiosks} label="por aprobar" />}
              </NavLink>
            ))}
          </div>
        ))}
        {user && <SidebarAccount user={user} />}
        <LogoutLink className="sidebar__link sidebar__logout" onDone={close} />
      </nav>
    </aside>
  );
}
