/** '1 kiosco', '3 kioscos' (es-MX digits). */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;

/** 'y 3 más' under a list cut to its first rows; null when nothing was left out. */
export const moreThan = (total: number, shown: number) => (total > shown ? `y ${(total - shown).toLocaleString('es-MX')} más` : null);

/** The first-run checklist, in the order it is done (issue 30: the privacy notice first, the reglas before the first employee). */
export const SETUP_STEPS = [
  {
    key: 'avisoPrivacidad',
    title: 'Publica el aviso de privacidad',
    text: 'Sin él no se puede registrar ningún rostro.',
    to: '/admin/privacidad',
    link: 'Ir a Privacidad',
  },
  {
    key: 'sucursal',
    title: 'Registra una sucursal',
    text: 'Cada empleado y cada kiosco pertenece a una sucursal.',
    to: '/admin/sucursales',
    link: 'Ir a Sucursales',
  },
  {
    key: 'puesto',
    title: 'Registra un puesto con su salario diario',
    text: 'El salario de cada empleado se toma de su puesto.',
    to: '/admin/puestos',
    link: 'Ir a Puestos y Salarios',
  },
  {
    key: 'reglas',
    title: 'Revisa y guarda las reglas de asistencia',
    text: 'Tolerancia de retardos, horas extra y periodo de pago.',
    to: '/admin/reglas',
    link: 'Ir a Reglas de Asistencia',
  },
  {
    key: 'empleadoConRostro',
    title: 'Registra un empleado con su rostro',
    text: 'Con la foto de su cara podrá checar en el reloj.',
    to: '/admin/nuevo-registro',
    link: 'Ir a Nuevo Empleado',
  },
  {
    key: 'kioscoAprobado',
    title: 'Aprueba el kiosco',
    text: 'Abre la pantalla del kiosco (dirección /kiosk) en la tableta del reloj checador y aprueba aquí el código que muestra.',
    to: '/admin/dispositivos',
    link: 'Ir a Dispositivos',
  },
] as const;

/**
 * Issue 40: the opening vacation balances, a step shown only when some active employee was hired before the record's
 * start (they need one); done when none lacks it.
 */
export const SALDO_INICIAL_STEP = {
  key: 'saldoInicialVacaciones',
  title: 'Saldo inicial de vacaciones',
  text: (faltan: number) =>
    `Faltan ${plural(faltan, 'empleado', 'empleados')}: ingresaron antes de que el reloj empezara a registrar. Captúralo en Empleados → Editar → Vacaciones.`,
  to: '/admin/empleados',
  link: 'Ir a Empleados',
} as const;
