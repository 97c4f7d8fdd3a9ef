import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/logout';

/** 'Cerrar Sesión': ends the session on the server, then shows the login page. */
export function LogoutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function handleClick() {
    setBusy(true);
    try {
      await logout();
    } catch {
      // Even if the server cannot be reached, leave the admin area; the cookie expires on its own.
    }
    navigate('/login', { replace: true });
  }
  return (
    <button type="button" className={className} onClick={() => void handleClick()} disabled={busy}>
      Cerrar Sesión
    </button>
  );
}
