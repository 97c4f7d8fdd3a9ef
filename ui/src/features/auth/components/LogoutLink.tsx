import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout';

/**
 * 'Cerrar Sesión', a link among the sidebar's links as the product's requirements list it: it ends the session on the server, then
 * shows the login page (where the link points, should the script not run).
 */
export function LogoutLink({ className, onDone }: { className?: string; onDone?: () => void }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const busy = logout.isPending;
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    // Even if the server cannot be reached, leave the admin area; the cookie expires on its own.
    const leave = () => {
      onDone?.();
      void navigate('/login', { replace: true });
    };
    logout.mutate(undefined, { onSettled: leave });
  }
  return (
    <a href="/login" className={className} aria-disabled={busy || undefined} onClick={handleClick}>
      Cerrar Sesión
    </a>
  );
}
