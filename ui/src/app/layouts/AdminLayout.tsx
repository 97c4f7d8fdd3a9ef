import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../api/authState';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { AdminSidebar } from './AdminSidebar';
import { canOpen } from './navByRole';
import './adminLayout.css';

/**
 * Sidebar plus the main area where the child screens render. A screen the account's role may not use (its address
 * typed or bookmarked) shows a calm refusal instead of a screen whose every call would answer 403.
 */
export function AdminLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <div className="admin">
      <AdminSidebar user={user} />
      <main className="admin__main">{canOpen(user?.rol, pathname) ? <Outlet /> : <ForbiddenPage />}</main>
    </div>
  );
}
