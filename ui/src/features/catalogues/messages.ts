import { genderEnding, type CatalogueDefinition } from './definitions';

/** The banner messages of the product's requirements, word for word. */
export const catalogueMessages = {
  created: (def: CatalogueDefinition, name: string) => `${def.noun} "${name}" cread${genderEnding(def)}.`,
  createFailed: (serverError: string | undefined) => (serverError ? `Error: ${serverError}` : 'No se pudo crear.'),
  updated: (def: CatalogueDefinition, name: string) => `${def.noun} "${name}" actualizad${genderEnding(def)}.`,
  updateFailed: 'Error al actualizar.',
  deleted: (def: CatalogueDefinition, name: string) => `${def.noun} "${name}" borrad${genderEnding(def)}.`,
  deleteFailed: 'Error al borrar.',
};

/** The delete confirmation, naming the row: '¿Eliminar el puesto CAJERO?', '¿Eliminar la sucursal CENTRO?'. */
export const deleteQuestion = (def: CatalogueDefinition, name: string) =>
  `¿Eliminar ${def.gender === 'f' ? 'la' : 'el'} ${def.noun.toLocaleLowerCase('es-MX')} ${name}?`;
