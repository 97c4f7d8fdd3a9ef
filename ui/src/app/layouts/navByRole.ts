import type { Rol } from '@reloj/contract/usuarios';

export type NavLink = { to: string; label: string };

const everyone: readonly Rol[] = ['administrador', 'gerente', 'consulta'];
const managers: readonly Rol[] = ['administrador', 'gerente'];
const admins: readonly Rol[] = ['administrador'];

/**
 * Every screen of the sidebar and the roles that may use it, mirroring what the daemon lets each role call: a gerente
 * registers and edits the employees of their branches; a consulta reads. Screens whose only use is changing
 * something a gerente or consulta may not change (catalogues, rules, devices...) are administrators' only.
 */
const screens: readonly (NavLink & { roles: readonly Rol[] })[] = [
  { to: '/admin/nuevo-registro', label: 'Nuevo Empleado', roles: managers },
  { to: '/admin/empleados', label: 'Empleados', roles: everyone },
  { to: '/admin/puestos', label: 'Puestos y Salarios', roles: admins },
  { to: '/admin/sucursales', label: 'Sucursales', roles: admins },
  { to: '/admin/bonos', label: 'Bonos', roles: admins },
  { to: '/admin/dispositivos', label: 'Dispositivos', roles: admins },
  { to: '/admin/asistencias', label: 'Asistencias', roles: everyone },
  { to: '/admin/reconocimiento', label: 'Reconocimiento', roles: admins },
  { to: '/admin/privacidad', label: 'Privacidad', roles: admins },
  { to: '/admin/prenomina', label: 'Pre-nómina', roles: everyone },
  { to: '/admin/reglas', label: 'Reglas de Asistencia', roles: admins },
  { to: '/admin/festivos', label: 'Días Festivos', roles: admins },
  { to: '/admin/exportacion', label: 'Exportación a nómina', roles: admins },
  { to: '/admin/auditoria', label: 'Auditoría', roles: admins },
  { to: '/admin/respaldos', label: 'Respaldos', roles: admins },
  { to: '/admin/usuarios', label: 'Usuarios', roles: admins },
];

/** The sidebar's links for this role, in the sidebar's order. */
export const navLinksFor = (rol: Rol): NavLink[] => screens.filter((s) => s.roles.includes(rol)).map(({ to, label }) => ({ to, label }));

/**
 * Whether this role may open the admin screen at `pathname` (an address typed or bookmarked). The welcome page is
 * everyone's; a screen not listed here is administrators' only, as the daemon denies by default.
 */
export function canOpen(rol: Rol | undefined, pathname: string): boolean {
  if (!rol) return false;
  if (rol === 'administrador') return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin') return true;
  return screens.some((s) => s.to === path && s.roles.includes(rol));
}
