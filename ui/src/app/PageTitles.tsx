import { Outlet, useLocation } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle';
import { screenLabel } from './layouts/navByRole';

/** The screens outside the sidebar, by path. */
const OTHER_SCREENS: Record<string, string> = {
  '/': 'Página Principal',
  '/kiosk': 'Kiosco',
  '/login': 'Iniciar sesión',
  '/admin': 'Panel de administración',
};

/**
 * The screen's name for the browser tab ('Empleados'): a sidebar screen by its link's label, the others above; null
 * for the pages that set their own (the public privacy notice, the printable tarjetas and datos personales).
 */
export function screenTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OTHER_SCREENS[path] ?? screenLabel(path);
}

/** The routes' root: every screen's tab reads 'Empleados · Reloj Checador' (usePageTitle over the current path). */
export function PageTitles() {
  const { pathname } = useLocation();
  usePageTitle(screenTitle(pathname));
  return <Outlet />;
}
