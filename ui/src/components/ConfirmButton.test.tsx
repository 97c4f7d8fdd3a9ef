import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './ConfirmButton';

function renderBaja(onConfirm: () => void) {
  render(
    <ConfirmButton
      className="button button--danger"
      question="¿Dar de baja a JOSÉ LUIS PÉREZ?"
      details="Ya no podrá checar en el reloj."
      confirmLabel="Sí, dar de baja"
      onConfirm={onConfirm}
    >
      Dar de baja
    </ConfirmButton>,
  );
}

describe('ConfirmButton', () => {
  it("asks in the page's own dialog, naming the item, never with the browser's confirmation", async () => {
    const user = userEvent.setup();
    const native = vi.spyOn(window, 'confirm');
    const onConfirm = vi.fn();
    renderBaja(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Dar de baja' }));

    const dialog = screen.getByRole('dialog', { name: '¿Dar de baja a JOSÉ LUIS PÉREZ?' });
    expect(within(dialog).getByText('Ya no podrá checar en el reloj.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(); // the button that does nothing
    expect(onConfirm).not.toHaveBeenCalled();
    expect(native).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Sí, dar de baja' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does nothing on 'Cancelar' or Escape, and gives the focus back to the button", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderBaja(onConfirm);
    const button = screen.getByRole('button', { name: 'Dar de baja' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
