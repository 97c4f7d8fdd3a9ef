/** How a punch type reads on the screen. */
export const punchTypeLabels = { entrada: 'Entrada', salida: 'Salida' } as const;
