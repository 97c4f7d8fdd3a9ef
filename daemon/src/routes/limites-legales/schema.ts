/** POST /api/limites-legales takes a dated row of the week's legal limits (contract/src/limitesLegales.ts). */
export { limiteLegalInputSchema } from '@reloj/contract/limitesLegales';
