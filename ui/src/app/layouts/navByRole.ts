import type { Rol } from '@reloj/contract/usuarios';

export type NavLink = { to: string; label: string };

/** The sidebar's groups (issue 30), in order: who works here, their attendance and pay, the catalogues, the box. */
export const NAV_GROUPS = ['Personal', 'Asistencia', 'Catálogos', 'Sistema'] as const;
export type NavGroupName = (typeof NAV_GROUPS)[number];
export type NavGroup = { name: NavGroupName; links: NavLink[] };

const everyone: readonly Rol[] = ['administrador', 'gerente', 'consulta'];
const managers: readonly Rol[] = ['administrador', 'gerente'];
const admins: readonly Rol[] = ['administrador'];

/**
 * Every screen of the sidebar and the roles that may use it, mirroring what the daemon lets each role call: a gerente
 * registers and edits the employees of their branches; a consulta reads. Screens whose only use is changing
 * something a gerente or consulta may not change (catalogues, rules, devices...) are administrators' only.
 */
const screens: readonly (NavLink & { roles: readonly Rol[]; group: NavGroupName })[] = [
  { to: '/admin/nuevo-registro', label: 'Nuevo Empleado', roles: managers, group: 'Personal' },
  { to: '/admin/empleados', label: 'Empleados', roles: everyone, group: 'Personal' },
  { to: '/admin/asistencias', label: 'Asistencias', roles: everyone, group: 'Asistencia' },
  { to: '/admin/solicitudes', label: 'Solicitudes', roles: everyone, group: 'Asistencia' },
  { to: '/admin/prenomina', label: 'Pre-nómina', roles: everyone, group: 'Asistencia' },
  { to: '/admin/rol-turnos', label: 'Rol de Turnos', roles: managers, group: 'Asistencia' },
  { to: '/admin/aguinaldo', label: 'Aguinaldo', roles: everyone, group: 'Asistencia' },
  { to: '/admin/reglas', label: 'Reglas de Asistencia', roles: admins, group: 'Asistencia' },
  { to: '/admin/festivos', label: 'Días Festivos', roles: admins, group: 'Asistencia' },
  { to: '/admin/exportacion', label: 'Exportación a nómina', roles: admins, group: 'Asistencia' },
  { to: '/admin/puestos', label: 'Puestos y Salarios', roles: admins, group: 'Catálogos' },
  { to: '/admin/sucursales', label: 'Sucursales', roles: admins, group: 'Catálogos' },
  { to: '/admin/bonos', label: 'Bonos', roles: admins, group: 'Catálogos' },
  { to: '/admin/turnos', label: 'Turnos', roles: admins, group: 'Catálogos' },
  { to: '/admin/dispositivos', label: 'Dispositivos', roles: admins, group: 'Sistema' },
  { to: '/admin/reconocimiento', label: 'Reconocimiento', roles: admins, group: 'Sistema' },
  { to: '/admin/privacidad', label: 'Privacidad', roles: admins, group: 'Sistema' },
  { to: '/admin/auditoria', label: 'Auditoría', roles: admins, group: 'Sistema' },
  { to: '/admin/respaldos', label: 'Respaldos', roles: admins, group: 'Sistema' },
  { to: '/admin/avisos', label: 'Avisos', roles: admins, group: 'Sistema' },
  { to: '/admin/actualizaciones', label: 'Actualizaciones', roles: admins, group: 'Sistema' },
  { to: '/admin/usuarios', label: 'Usuarios', roles: admins, group: 'Sistema' },
];

/** The sidebar's links for this role, in the sidebar's order. */
export const navLinksFor = (rol: Rol): NavLink[] => screens.filter((s) => s.roles.includes(rol)).map(({ to, label }) => ({ to, label }));

/** The sidebar's links for this role under their group headings; a group with none of the role's screens is left out. */
export const navGroupsFor = (rol: Rol): NavGroup[] =>
  NAV_GROUPS.map((name) => ({
    name,
    links: screens.filter((s) => s.group === name && s.roles.includes(rol)).map(({ to, label }) => ({ to, label })),
  })).filter((g) => g.links.length > 0);

/** The name of the admin screen at `pathname` as the sidebar says it ('Empleados'); null for one not in the sidebar. */
export function screenLabel(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screens.find((s) => s.to === path)?.label ?? null;
}

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
