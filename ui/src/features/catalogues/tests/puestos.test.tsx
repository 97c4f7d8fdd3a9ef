import { describeCatalogueScreen } from '../../../test/catalogueScreenSuite';

describeCatalogueScreen({
  path: '/admin/puestos',
  apiPath: '/api/puestos',
  heading: 'Puestos y Salarios',
  columns: ['Nombre', 'Salario Diario', 'Acciones'],
  createButton: 'Crear Puesto',
  amount: { label: 'Salario Diario', field: 'salarioDiario' },
  typedName: 'cajero nocturno',
  name: 'CAJERO NOCTURNO',
  typedAmount: '1250.5',
  shownAmount: '$1,250.50',
  editedName: 'GERENTE DE TIENDA',
  editedTypedAmount: '480.75',
  editedShownAmount: '$480.75',
  editedAmount: 480.75,
  messages: {
    created: 'Puesto "CAJERO NOCTURNO" creado.',
    duplicate: 'Error: Ya existe un puesto con el nombre "CAJERO NOCTURNO".',
    updated: 'Puesto "GERENTE DE TIENDA" actualizado.',
    deleted: 'Puesto "CAJERO NOCTURNO" borrado.',
    deleteQuestion: '¿Eliminar el puesto CAJERO NOCTURNO?',
  },
});
