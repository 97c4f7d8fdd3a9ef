import type { CatalogueNoun } from '../../errors.js';

/** The three catalogues of the spec share one implementation; this is what differs between them. */
export type CatalogueDefinition = {
  /** URL segment under /api and the SQL table name. */
  resource: 'puestos' | 'sucursales' | 'bonos';
  /** Column in `empleados` that references a row of this catalogue. */
  employeeColumn: 'puesto_id' | 'sucursal_id' | 'bono_id';
  /** Spanish wording: "el puesto" / "la sucursal" / "el bono". */
  noun: CatalogueNoun;
  article: 'el' | 'la';
  amount?: {
    /** Field name in the API (decimal pesos). */
    field: 'salarioDiario' | 'monto';
    /** Column in SQL (integer centavos). */
    column: 'salario_diario_centavos' | 'monto_centavos';
    /** Spanish label starting a sentence: "El salario diario" / "El monto". */
    label: string;
  };
};

export const puestos: CatalogueDefinition = {
  resource: 'puestos',
  employeeColumn: 'puesto_id',
  noun: 'puesto',
  article: 'el',
  amount: { field: 'salarioDiario', column: 'salario_diario_centavos', label: 'El salario diario' },
};

export const sucursales: CatalogueDefinition = {
  resource: 'sucursales',
  employeeColumn: 'sucursal_id',
  noun: 'sucursal',
  article: 'la',
};

export const bonos: CatalogueDefinition = {
  resource: 'bonos',
  employeeColumn: 'bono_id',
  noun: 'bono',
  article: 'el',
  amount: { field: 'monto', column: 'monto_centavos', label: 'El monto' },
};

export const catalogueDefinitions = [puestos, sucursales, bonos] as const;
