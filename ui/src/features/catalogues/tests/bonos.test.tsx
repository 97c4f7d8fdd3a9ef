import { describeCatalogueScreen } from '../../../test/catalogueScreenSuite';

describeCatalogueScreen({
  path: '/admin/bonos',
  apiPath: '/api/bonos',
  heading: 'Bonos',
  columns: ['Nombre', 'Monto', 'Tipo', 'Se pierde con', 'Acciones'],
  createButton: 'Crear Bono',
  amount: { label: 'Monto', field: 'monto' },
  typedName: 'puntualidad',
  name: 'PUNTUALIDAD',
  typedAmount: '250.5',
  shownAmount: '$250.50',
  editedName: 'ASISTENCIA PERFECTA',
  editedTypedAmount: '1000',
  editedShownAmount: '$1,000.00',
  editedAmount: 1000,
  messages: {
    created: 'Bono "PUNTUALIDAD" creado.',
    duplicate: 'Error: Ya existe un bono con el nombre "PUNTUALIDAD".',
    updated: 'Bono "ASISTENCIA PERFECTA" actualizado.',
    deleted: 'Bono "PUNTUALIDAD" borrado.',
    deleteQuestion: '¿Eliminar el bono PUNTUALIDAD?',
  },
});
