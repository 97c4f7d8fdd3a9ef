import { describeCatalogueScreen } from '../../../test/catalogueScreenSuite';

describeCatalogueScreen({
  path: '/admin/sucursales',
  apiPath: '/api/sucursales',
  heading: 'Sucursales',
  columns: ['Nombre', 'Zona', 'Acciones'],
  createButton: 'Crear Sucursal',
  typedName: 'peñón de los baños',
  name: 'PEÑÓN DE LOS BAÑOS',
  editedName: 'CENTRO HISTÓRICO',
  messages: {
    created: 'Sucursal "PEÑÓN DE LOS BAÑOS" creada.',
    duplicate: 'Error: Ya existe una sucursal con el nombre "PEÑÓN DE LOS BAÑOS".',
    updated: 'Sucursal "CENTRO HISTÓRICO" actualizada.',
    deleted: 'Sucursal "PEÑÓN DE LOS BAÑOS" borrada.',
    deleteQuestion: '¿Eliminar la sucursal PEÑÓN DE LOS BAÑOS?',
  },
});
