import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../api/authState';
import { useBoxClock } from '../../api/reloj';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { AdminSidebar } from './AdminSidebar';
import { canOpen } from './navByRole';
import './adminLayout.css';

/**
 * Sidebar plus the main area where the child screens render, once the box has told its date (lib/clock.ts). A screen the account's role may not use (its address
 * typed or bookmarked) shows a calm refusal instead of a screen whose every call would answer 403.
 */
export function AdminLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // Every default date of a screen is the box's today: screens wait for the box's clock (one small request).
  const clock = useBoxClock();
  return (
    <div className="admin">
      <AdminSidebar user={user} />
      <main className="admin__main" aria-busy={!clock.ready}>
        {!clock.ready ? null : canOpen(user?.rol, pathname) ? <Outlet /> : <ForbiddenPage />}
      </main>
    </div>
  );
}
