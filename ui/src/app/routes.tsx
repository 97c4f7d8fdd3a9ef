import type { RouteObject } from 'react-router-dom';
import { CataloguePage } from '../features/catalogues/components/CataloguePage';
import { bonos, puestos, sucursales } from '../features/catalogues/definitions';
import { EmployeesPage } from '../features/employees/components/EmployeesPage';
import { NewEmployeePage } from '../features/employees/components/NewEmployeePage';
import { KioskPage } from '../features/kiosk/components/KioskPage';
import { AttendancePage } from '../features/attendance/components/AttendancePage';
import { AuditoriaPage } from '../features/auditoria/components/AuditoriaPage';
import { RespaldosPage } from '../features/respaldos/components/RespaldosPage';
import { AvisosPage } from '../features/avisos/components/AvisosPage';
import { ActualizacionesPage } from '../features/actualizaciones/components/ActualizacionesPage';
import { DevicesPage } from '../features/devices/components/DevicesPage';
import { ExportacionPage } from '../features/exportacion/components/ExportacionPage';
import { PrenominaDescargas } from '../features/exportacion/components/PrenominaDescargas';
import { FestivosPage } from '../features/festivos/components/FestivosPage';
import { PrenominaPage } from '../features/prenomina/components/PrenominaPage';
import { ReglasPage } from '../features/reglas/components/ReglasPage';
import { ReconocimientoPage } from '../features/reconocimiento/components/ReconocimientoPage';
import { AvisoPublicoPage } from '../features/privacidad/components/AvisoPublicoPage';
import { PrivacidadPage } from '../features/privacidad/components/PrivacidadPage';
import { TarjetasPage } from '../features/tarjetas/components/TarjetasPage';
import { ArcoPage } from '../features/arco/components/ArcoPage';
import { AguinaldoPage } from '../features/aguinaldo/components/AguinaldoPage';
import { FiniquitoPage } from '../features/finiquito/components/FiniquitoPage';
import { UsuariosPage } from '../features/usuarios/components/UsuariosPage';
import { RolTurnosPage } from '../features/turnos/components/RolTurnosPage';
import { TurnosPage } from '../features/turnos/components/TurnosPage';
import { SolicitudesPage } from '../features/solicitudes/components/SolicitudesPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RequireAdmin } from '../features/auth/components/RequireAdmin';
import { AdminLayout } from './layouts/AdminLayout';
import { AdminWelcomePage } from './pages/AdminWelcomePage';
import { HomePage } from './pages/HomePage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PageTitles } from './PageTitles';
import { BoxClockReady } from './BoxClockReady';
import { employeesTurnos } from './employeesTurnos';

/** Every route the product's requirements name. Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // Sets each screen's tab title ('Empleados · Reloj Checador').
    element: <PageTitles />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'kiosk', element: <KioskPage /> },
      { path: 'login', element: <LoginPage /> },
      // Public: the privacy notice an employee opens on their phone, signed in or not.
      {
        path: 'privacidad',
        element: (
          <BoxClockReady>
            <AvisoPublicoPage />
          </BoxClockReady>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <AdminWelcomePage /> },
          { path: 'nuevo-registro', element: <NewEmployeePage /> },
          { path: 'empleados', element: <EmployeesPage turnos={employeesTurnos} /> },
          // Keyed so that moving between catalogues starts each screen afresh.
          ...[puestos, sucursales, bonos].map((def) => ({
            path: def.resource,
            element: <CataloguePage key={def.resource} def={def} />,
          })),
          { path: 'dispositivos', element: <DevicesPage /> },
          { path: 'asistencias', element: <AttendancePage /> },
          { path: 'solicitudes', element: <SolicitudesPage /> },
          { path: 'reconocimiento', element: <ReconocimientoPage /> },
          { path: 'privacidad', element: <PrivacidadPage /> },
          // The period's files come from 'Exportación a nómina', whose profiles write them.
          { path: 'prenomina', element: <PrenominaPage downloads={(periodo) => <PrenominaDescargas periodo={periodo} />} /> },
          { path: 'aguinaldo', element: <AguinaldoPage /> },
          { path: 'reglas', element: <ReglasPage /> },
          { path: 'festivos', element: <FestivosPage /> },
          { path: 'turnos', element: <TurnosPage /> },
          { path: 'rol-turnos', element: <RolTurnosPage /> },
          { path: 'exportacion', element: <ExportacionPage /> },
          { path: 'auditoria', element: <AuditoriaPage /> },
          { path: 'respaldos', element: <RespaldosPage /> },
          { path: 'avisos', element: <AvisosPage /> },
          { path: 'actualizaciones', element: <ActualizacionesPage /> },
          { path: 'usuarios', element: <UsuariosPage /> },
        ],
      },
      // Outside the admin layout: the printed cards carry no sidebar.
      {
        path: 'admin/prenomina/tarjetas',
        element: (
          <RequireAdmin>
            <BoxClockReady>
              <TarjetasPage />
            </BoxClockReady>
          </RequireAdmin>
        ),
      },
      // The finiquito to print and sign (issue 31): outside the admin layout, one carta page.
      {
        path: 'admin/empleados/:id/finiquito',
        element: (
          <RequireAdmin>
            <BoxClockReady>
              <FiniquitoPage />
            </BoxClockReady>
          </RequireAdmin>
        ),
      },
      // The employee's data to print (derecho de acceso): outside the admin layout too.
      {
        path: 'admin/empleados/:id/datos',
        element: (
          <RequireAdmin>
            <BoxClockReady>
              <ArcoPage />
            </BoxClockReady>
          </RequireAdmin>
        ),
      },
    ],
  },
];
