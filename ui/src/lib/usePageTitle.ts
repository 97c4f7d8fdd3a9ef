import { useEffect } from 'react';

/** What every tab of the product ends with: 'Empleados · Reloj Checador'. */
export const PRODUCT_NAME = 'Reloj Checador';

export const pageTitle = (screen: string): string => `${screen} · ${PRODUCT_NAME}`;

/**
 * Sets the browser tab's title to 'Screen · Reloj Checador' while the screen is shown; null leaves the title to the
 * page itself (the printable pages name their own file: 'Tarjetas de asistencia - …').
 */
export function usePageTitle(screen: string | null): void {
  useEffect(() => {
    if (screen !== null) document.title = pageTitle(screen);
  }, [screen]);
}
