import type { AuthUser } from '@reloj/contract/auth';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { navLinksFor } from './navByRole';
import { SidebarAccount } from './SidebarAccount';
import '../../styles/adminShell.css';

/**
 * The dark 280px sidebar with the links of the signed-in account's role; the active link is the one whose path
 * matches exactly. On a phone it becomes a top bar whose 'Menú' button shows the links (the button is hidden on
 * wider screens).
 */
export function AdminSidebar({ user }: { user: AuthUser | null }) {
  const [open, setOpen] = useState(false);
  const links = user ? navLinksFor(user.rol) : [];
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
      {user && <SidebarAccount user={user} />}
      <LogoutButton className="sidebar__logout" />
    </aside>
  );
}
