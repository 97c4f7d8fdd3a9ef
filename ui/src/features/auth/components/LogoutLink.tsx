import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/logout';

/**
 * 'Cerrar Sesión', a link among the sidebar's links as SPEC.md lists it: it ends the session on the server, then
 * shows the login page (where the link points, should the script not run).
 */
export function LogoutLink({ className, onDone }: { className?: string; onDone?: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await logout();
    } catch {
      // Even if the server cannot be reached, leave the admin area; the cookie expires on its own.
    }
    onDone?.();
    navigate('/login', { replace: true });
  }
  return (
    <a href="/login" className={className} aria-disabled={busy || undefined} onClick={(e) => void handleClick(e)}>
      Cerrar Sesión
    </a>
  );
}
