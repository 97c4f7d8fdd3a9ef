/** The three catalogues of the spec share one screen; this is everything that differs between them. */
export type CatalogueDefinition = {
  /** URL segment under /api and under /admin. */
  resource: 'puestos' | 'sucursales' | 'bonos';
  /** Page heading (the sidebar link's text). */
  title: string;
  /** One line under the heading. */
  description: string;
  /** Singular, capitalised as it starts the banner messages: 'Puesto "X" creado.' */
  noun: string;
  /** Plural, lowercase, for sentences: 'Aún no hay puestos registrados.' */
  plural: string;
  /** Grammatical gender of the noun: creado / creada. */
  gender: 'm' | 'f';
  /** Example name shown as the input's placeholder. */
  example: string;
  /** The money field, for catalogues that have one. */
  amount?: {
    /** Field name in the API (decimal pesos). */
    field: 'salarioDiario' | 'monto';
    /** Column header and input label. */
    label: string;
  };
  /** Sucursales: the minimum-wage zone (General or Zona Libre de la Frontera Norte). */
  zona?: boolean;
  /** Bonos: the kind (fijo, puntualidad, asistencia) and how many retardos or faltas lose it. */
  bonoTipo?: boolean;
};

export const puestos: CatalogueDefinition = {
  resource: 'puestos',
  title: 'Puestos y Salarios',
  description: 'Puestos de trabajo y el salario diario de cada uno.',
  noun: 'Puesto',
  plural: 'puestos',
  gender: 'm',
  example: 'CAJERO',
  amount: { field: 'salarioDiario', label: 'Salario Diario' },
};

export const sucursales: CatalogueDefinition = {
  resource: 'sucursales',
  title: 'Sucursales',
  description: 'Sucursales donde trabajan los empleados.',
  noun: 'Sucursal',
  plural: 'sucursales',
  gender: 'f',
  example: 'CENTRO',
  zona: true,
};

export const bonos: CatalogueDefinition = {
  resource: 'bonos',
  title: 'Bonos',
  description: 'Bonos que se pueden asignar a los empleados.',
  noun: 'Bono',
  plural: 'bonos',
  gender: 'm',
  example: 'PUNTUALIDAD',
  amount: { field: 'monto', label: 'Monto' },
  bonoTipo: true,
};

/** "o" or "a": creado / creada, registrado / registrada. */
export const genderEnding = (definition: CatalogueDefinition) => (definition.gender === 'f' ? 'a' : 'o');
