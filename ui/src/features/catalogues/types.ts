import type { BonoTipo, Zona } from '@reloj/contract/catalogues';

/**
 * A row of any catalogue; `amount` is the salario diario or the monto, in pesos, when the catalogue has one.
 * Sucursales carry their minimum-wage `zona`; bonos their `tipo` and `pierdeCon`.
 */
export type CatalogueItem = {
  id: number;
  nombre: string;
  amount?: number;
  zona?: Zona;
  tipo?: BonoTipo;
  pierdeCon?: number;
};

/** What a create sends: a row without its id. */
export type CatalogueDraft = Omit<CatalogueItem, 'id'>;

/** The form's state: inputs hold strings until submit. */
export type CatalogueFormValues = {
  nombre: string;
  amount: string;
  zona: Zona;
  tipo: BonoTipo;
  pierdeCon: string;
};
