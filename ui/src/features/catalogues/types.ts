/** A row of any catalogue; `amount` is the salario diario or the monto, in pesos, when the catalogue has one. */
export type CatalogueItem = {
  id: number;
  nombre: string;
  amount?: number;
};

/** What a create sends: a row without its id. */
export type CatalogueDraft = Omit<CatalogueItem, 'id'>;

/** The form's state: inputs hold strings until submit. */
export type CatalogueFormValues = {
  nombre: string;
  amount: string;
};

/** The rows as the API sends them, for the screens that choose from a catalogue (money in decimal pesos). */
export type Sucursal = { id: number; nombre: string };
export type Puesto = { id: number; nombre: string; salarioDiario: number };
export type Bono = { id: number; nombre: string; monto: number };
