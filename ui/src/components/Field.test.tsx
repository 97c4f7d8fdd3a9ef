import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { useFormErrors } from './useFormErrors';

describe('Field', () => {
  it('names its control with the label and describes it by the hint', () => {
    render(
      <Field label="Usuario" hint="Letras y números.">
        {(control) => <input {...control} className="input" />}
      </Field>,
    );
    const input = screen.getByLabelText('Usuario');
    expect(input).toHaveAccessibleDescription('Letras y números.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal beside the control in place of the hint, and marks the control invalid', () => {
    render(
      <Field label="Usuario" hint="Letras y números." error="Escribe tu usuario.">
        {(control) => <input {...control} className="input" />}
      </Field>,
    );
    const input = screen.getByLabelText('Usuario');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Escribe tu usuario.');
    expect(screen.queryByText('Letras y números.')).not.toBeInTheDocument();
  });
});

describe('TextField and SelectField', () => {
  it('pass the value and the refusal through', async () => {
    const user = userEvent.setup();
    function Form() {
      const [nombre, setNombre] = useState('');
      return (
        <>
          <TextField label="Nombre" value={nombre} onChange={setNombre} error={nombre ? undefined : 'El nombre es obligatorio.'} />
          <SelectField label="Sucursal" value="" onChange={() => undefined} error="La sucursal es obligatoria.">
            <option value="">Selecciona una sucursal</option>
          </SelectField>
        </>
      );
    }
    render(<Form />);
    const nombre = screen.getByLabelText('Nombre');
    expect(nombre).toHaveAccessibleDescription('El nombre es obligatorio.');
    await user.type(nombre, 'Ana');
    expect(nombre).toHaveValue('Ana');
    expect(nombre).not.toHaveAttribute('aria-invalid');
    // The label points at the select: the chosen option is not part of its name.
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveAccessibleDescription('La sucursal es obligatoria.');
  });
});

describe('useFormErrors', () => {
  it('refuses a noValidate form in Spanish beside the fields and focuses the first one refused', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    function Form() {
      const [values, setValues] = useState({ usuario: '', password: '' });
      const { errors, check, clear, formRef } = useFormErrors<'usuario' | 'password'>();
      function submit(event: FormEvent) {
        event.preventDefault();
        const ok = check({
          ...(values.usuario ? {} : { usuario: 'Escribe tu usuario.' }),
          ...(values.password ? {} : { password: 'Escribe tu contraseña.' }),
        });
        if (ok) sent.push(values.usuario);
      }
      return (
        <form ref={formRef} noValidate onSubmit={submit}>
          <TextField
            label="Usuario"
            required
            value={values.usuario}
            error={errors.usuario}
            onChange={(usuario) => (clear('usuario'), setValues({ ...values, usuario }))}
          />
          <TextField
            label="Contraseña"
            required
            value={values.password}
            error={errors.password}
            onChange={(password) => (clear('password'), setValues({ ...values, password }))}
          />
          <button type="submit">Entrar</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByLabelText('Usuario')).toHaveAccessibleDescription('Escribe tu usuario.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Escribe tu contraseña.');
    expect(screen.getByLabelText('Usuario')).toHaveFocus();
    expect(screen.getByLabelText<HTMLInputElement>('Usuario').validationMessage).toBe('');

    await user.type(screen.getByLabelText('Usuario'), 'ana');
    expect(screen.getByLabelText('Usuario')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(sent).toEqual(['ana']);
  });
});
