import type { AuthUser } from '@reloj/contract/auth';
import { ROLE_LABELS } from '@reloj/contract/usuarios';
import './sidebarAccount.css';

/** Who is signed in, above 'Cerrar Sesión': the account's name and its role ('Gerente de sucursal'...). */
export function SidebarAccount({ user }: { user: AuthUser }) {
  return (
    <p className="sidebar__account">
      <span className="sidebar__account-name">{user.usuario}</span>
      <span className="sidebar__account-role">{ROLE_LABELS[user.rol]}</span>
    </p>
  );
}
