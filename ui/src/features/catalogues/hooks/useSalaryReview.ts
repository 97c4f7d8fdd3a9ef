import type { Zona } from '@reloj/contract/catalogues';
import { useSucursales } from '../../../api/catalogues';
import { useSalariosMinimos } from '../../../api/salariosMinimos';
import { reviewSalary, type SalaryReview } from '../../../components/SalaryReview';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueFormValues } from '../types';

/**
 * A puesto's daily salary reviewed as it is typed (issue 30 item 2). A puesto has no branch: it is compared with the
 * highest minimum among the zones of the company's sucursales (an employee of any branch may hold it), the general
 * zone's while there are none. Null for bonos and sucursales.
 */
export function useSalaryReview(def: CatalogueDefinition, values: CatalogueFormValues): SalaryReview | null {
  const isSalary = def.amount?.field === 'salarioDiario';
  const minimos = useSalariosMinimos();
  const sucursales = useSucursales();
  if (!isSalary) return null;
  const zona: Zona = sucursales.data?.some((s) => s.zona === 'frontera') ? 'frontera' : 'general';
  return reviewSalary(values.amount, minimos.data, zona);
}
