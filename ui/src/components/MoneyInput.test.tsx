import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput, withCentavos } from './MoneyInput';

describe('MoneyInput', () => {
  it('writes an amount with its two decimals when the field is left (415.00)', async () => {
    const user = userEvent.setup();
    function Form() {
      const [monto, setMonto] = useState('');
      return (
        <>
          <label>
            Monto <MoneyInput value={monto} onChange={setMonto} />
          </label>
          <output aria-label="valor">{monto}</output>
        </>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Monto'), '415');
    await user.tab();
    expect(screen.getByRole('status', { name: 'valor' })).toHaveTextContent('415.00');
  });

  it('pads only what has at most two decimals: the rest is left for the form to refuse', () => {
    expect(withCentavos('415')).toBe('415.00');
    expect(withCentavos('415.5')).toBe('415.50');
    expect(withCentavos('415.555')).toBe('415.555');
    expect(withCentavos('')).toBe('');
  });
});
