import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IncidenciaInput } from '@reloj/contract/incidencias';
import { IncidenciaModal } from './IncidenciaModal';

const unbroken = (text: string) => text.replace(/(\d) (h|min)\b/g, '$1\u00a0$2');

function renderModal(horasSugeridas: number, onSave: (input: IncidenciaInput) => void = () => {}) {
  render(
    <IncidenciaModal
      empleadoId={7}
      nombre="ANA LÓPEZ"
      fecha="2026-03-13"
      desde="2026-03-09"
      hasta="2026-03-15"
      horasSugeridas={horasSugeridas}
      banner={null}
      busy={false}
      onCancel={() => {}}
      onSave={onSave}
    />,
  );
  return screen.getByRole('dialog', { name: 'Agregar incidencia' });
}

describe("IncidenciaModal: 'Horas autorizadas' (issue 45 item 1)", () => {
  it('proposes 12 min of overtime as 0.25 h, says the quarter-hour rule beside the field, and saves it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const dialog = renderModal(0.2, onSave);
    const horas = within(dialog).getByLabelText('Horas autorizadas');
    expect(horas).toHaveValue(0.25);
    // A number and its unit are never parted at the end of a line (no-break spaces).
    expect(horas).toHaveAccessibleDescription(
      unbroken(
        'En cuartos de hora (0.25 = 15 min, 0.5 = 30 min). Ese día tiene 12 min extra sin autorizar: se propone el cuarto de hora que los cubre; se paga solo lo trabajado.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));
    expect(within(dialog).queryByText(/cuartos de hora \(por ejemplo/)).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ empleadoId: 7, fecha: '2026-03-13', tipo: 'horas_extra', horas: 0.25, nota: null });
  });

  it('proposes 1 h 6 min as 1.25 h, so no worked minute is left unauthorised', () => {
    expect(within(renderModal(1.1)).getByLabelText('Horas autorizadas')).toHaveValue(1.25);
  });

  it('refuses a typed figure off the quarter hour in Spanish, in place of the hint', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const dialog = renderModal(0, onSave);
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Horas extra autorizadas');
    const horas = within(dialog).getByLabelText('Horas autorizadas');
    expect(horas).toHaveAccessibleDescription(unbroken('En cuartos de hora (0.25 = 15 min, 0.5 = 30 min).'));
    await user.type(horas, '0.2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));
    expect(horas).toHaveAccessibleDescription('Las horas se autorizan en cuartos de hora (por ejemplo 1.5 o 2.25).');
    expect(onSave).not.toHaveBeenCalled();
  });
});
