/** The home page's 'Asistencia de hoy' says a retardo in the product's one format of durations (issue 45). */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TodayCard } from './TodayCard';

const llegada = (nombre: string, entrada: string, minutosRetardo: number) => ({
  empleadoId: nombre.length,
  nombre,
  sucursal: 'CENTRO',
  entrada,
  minutosRetardo,
  enTurno: true,
  salida: null,
  turno: null,
});

describe("'Asistencia de hoy'", () => {
  it("says a retardo as '12 h 13 min' and '8 min', never '733 min'", () => {
    const hoy = {
      esperados: 3,
      llegaron: 2,
      retardos: 2,
      llegadas: [llegada('ANA LÓPEZ', '21:13', 733), llegada('BETO', '09:18', 8)],
      faltan: 0,
      faltantes: [],
      descansan: [],
    };
    render(
      <MemoryRouter>
        <TodayCard hoy={hoy} hora="21:20" rol="administrador" />
      </MemoryRouter>,
    );
    const late = screen.getByText('Llegaron tarde').closest('section, div') as HTMLElement;
    expect(within(late).getByText('retardo de 12 h 13 min')).toBeInTheDocument();
    expect(within(late).getByText('retardo de 8 min')).toBeInTheDocument();
    expect(late).not.toHaveTextContent('733');
  });
});
