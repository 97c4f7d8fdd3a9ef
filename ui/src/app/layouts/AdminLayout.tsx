import { Outlet } from 'react-router-dom';
import { AdminSidebar } from './AdminSidebar';

/** Sidebar plus the main area where the child screens render. */
export function AdminLayout() {
  return (
    <div className="admin">
      <AdminSidebar />
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
