import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './DateInput';
import { TimeInput } from './TimeInput';

/** A form's state around one input: the value it holds is shown, as the API would get it. */
function Harness({ kind, initial = '', error, min, max }: { kind: 'date' | 'time'; initial?: string; error?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form noValidate>
      {kind === 'date' ? (
        <DateInput label="Fecha de ingreso" value={value} onChange={setValue} error={error} min={min} max={max} />
      ) : (
        <TimeInput label="Hora de entrada" value={value} onChange={setValue} error={error} />
      )}
      <output aria-label="valor">{value}</output>
      <button type="button">Otro campo</button>
      <button type="button" onClick={() => setValue(kind === 'date' ? '2027-01-15' : '22:00')}>
        Proponer
      </button>
    </form>
  );
}

const held = () => screen.getByRole('status', { name: 'valor' }).textContent;

describe('DateInput', () => {
  it("is a numeric text input labelled in Spanish that shows dd/mm/aaaa, not the browser's date picker", () => {
    render(<Harness kind="date" initial="2026-11-23" />);
    const input = screen.getByLabelText('Fecha de ingreso');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(input).toHaveValue('23/11/2026');
  });

  it('takes dd/mm/aaaa typed as digits and keeps the ISO value for the API', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" />);
    const input = screen.getByLabelText('Fecha de ingreso');
    await user.type(input, '0203');
    expect(input).toHaveValue('02/03');
    expect(held()).toBe('');
    await user.type(input, '2026');
    expect(input).toHaveValue('02/03/2026');
    expect(held()).toBe('2026-03-02');
  });

  it('writes a short date in full when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" />);
    const input = screen.getByLabelText('Fecha de ingreso');
    await user.type(input, '2/3/2026');
    expect(held()).toBe('2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Otro campo' }));
    expect(input).toHaveValue('02/03/2026');
  });

  it('says beside the field that 31/02/2026 does not exist, marks it invalid and holds no value', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" initial="2026-01-31" />);
    const input = screen.getByLabelText('Fecha de ingreso');
    await user.clear(input);
    await user.type(input, '31022026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La fecha 31/02/2026 no existe.');
    expect(held()).toBe('');

    await user.clear(input);
    await user.type(input, '28022026');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('La fecha 31/02/2026 no existe.')).not.toBeInTheDocument();
    expect(held()).toBe('2026-02-28');
  });

  it('tells an unfinished date only once the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" />);
    const input = screen.getByLabelText('Fecha de ingreso');
    await user.type(input, '0203');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Otro campo' }));
    expect(input).toHaveAccessibleDescription('Escribe la fecha completa: dd/mm/aaaa.');
  });

  it("shows the form's refusal, but its own about what was typed first", async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" error="La fecha de ingreso es obligatoria." />);
    const input = screen.getByLabelText('Fecha de ingreso');
    expect(input).toHaveAccessibleDescription('La fecha de ingreso es obligatoria.');
    await user.type(input, '31/04/2026');
    expect(input).toHaveAccessibleDescription('La fecha 31/04/2026 no existe.');
  });

  it('refuses a date outside min and max', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" min="2026-03-09" max="2026-03-15" />);
    await user.type(screen.getByLabelText('Fecha de ingreso'), '16032026');
    expect(screen.getByText('La fecha debe ser el 15/03/2026 o antes.')).toBeInTheDocument();
    expect(held()).toBe('');
  });

  it('accepts a pasted or filled ISO date, and shows a date the form sets itself', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" />);
    const input = screen.getByLabelText('Fecha de ingreso');
    fireEvent.change(input, { target: { value: '2026-03-02' } });
    expect(input).toHaveValue('02/03/2026');
    expect(held()).toBe('2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Proponer' }));
    expect(input).toHaveValue('15/01/2027');
  });
});

describe('TimeInput', () => {
  it("is a numeric text input with HH:MM on 24 hours, not the browser's 09:00 AM", () => {
    render(<Harness kind="time" initial="18:00" />);
    const input = screen.getByLabelText('Hora de entrada');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'HH:MM');
    expect(input).toHaveValue('18:00');
  });

  it('takes digits, puts the colon in, and keeps HH:MM for the API', async () => {
    const user = userEvent.setup();
    render(<Harness kind="time" />);
    const input = screen.getByLabelText('Hora de entrada');
    await user.type(input, '2230');
    expect(input).toHaveValue('22:30');
    expect(held()).toBe('22:30');
  });

  it("makes an hour alone that hour o'clock when the field is left", async () => {
    const user = userEvent.setup();
    render(<Harness kind="time" />);
    const input = screen.getByLabelText('Hora de entrada');
    await user.type(input, '9');
    expect(held()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Otro campo' }));
    expect(input).toHaveValue('09:00');
    expect(held()).toBe('09:00');
  });

  it('says beside the field that 25:00 does not exist', async () => {
    const user = userEvent.setup();
    render(<Harness kind="time" />);
    const input = screen.getByLabelText('Hora de entrada');
    await user.type(input, '2500');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La hora 25:00 no existe: usa de 00:00 a 23:59.');
    expect(held()).toBe('');
  });
});
