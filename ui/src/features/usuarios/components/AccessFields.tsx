import { TextField } from '../../../components/TextField';
import type { useUsuarioForm } from '../hooks/useUsuarioForm';
import { RolField } from './RolField';
import { SucursalesField } from './SucursalesField';

type UsuarioForm = Pick<ReturnType<typeof useUsuarioForm>, 'values' | 'errors' | 'set'>;

/** 'Rol' and, for a gerente or a consulta, their 'Sucursales' (the new account's card places each in its grid). */
export function RolSucursalesFields({ form: { values, errors, set }, classes }: { form: UsuarioForm; classes?: { rol: string; sucursales: string } }) {
  return (
    <>
      <RolField className={classes?.rol} value={values.rol} error={errors.rol} onChange={(rol) => set({ rol })} />
      <SucursalesField
        className={classes?.sucursales}
        rol={values.rol}
        value={values.sucursalIds}
        error={errors.sucursalIds}
        onChange={(sucursalIds) => set({ sucursalIds })}
      />
    </>
  );
}

/** A password typed for the account (a new one, or a change), with what it must have under it. */
export function PasswordField({
  form: { values, errors, set },
  label,
  hint,
  className,
}: {
  form: UsuarioForm;
  label: string;
  hint: string;
  className?: string;
}) {
  return (
    <TextField
      className={className}
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      value={values.password}
      error={errors.password}
      hint={hint}
      onChange={(password) => set({ password })}
    />
  );
}
