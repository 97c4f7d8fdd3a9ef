import { newCredentialsProblem, normalizeUserName } from '@reloj/contract/auth';
import { usuariosText, type NewUsuario, type Rol, type UpdateUsuario, type Usuario } from '@reloj/contract/usuarios';

/** The fields a refusal can be about, named as the daemon names them (its `field`). */
export type UsuarioField = 'usuario' | 'password' | 'rol' | 'sucursalIds' | 'activo';
export type FieldErrors = Partial<Record<UsuarioField, string>>;

/** What the new-account and edit forms hold; the password is empty in the edit form unless it is being changed. */
export type UsuarioFormValues = {
  usuario: string;
  password: string;
  rol: Rol;
  sucursalIds: number[];
  activo: boolean;
};

export const emptyNewUsuario: UsuarioFormValues = { usuario: '', password: '', rol: 'gerente', sucursalIds: [], activo: true };

/** The edit form of an existing account. */
export const valuesOf = (u: Usuario): UsuarioFormValues => ({
  usuario: u.usuario,
  password: '',
  rol: u.rol,
  sucursalIds: u.sucursales.map((s) => s.id),
  activo: u.activo,
});

/** An administrador sees every branch: whatever boxes were ticked before choosing that role are not sent. */
const branchesFor = (values: UsuarioFormValues) => (values.rol === 'administrador' ? [] : values.sucursalIds);

function branchProblem(values: UsuarioFormValues): FieldErrors {
  return values.rol === 'gerente' && values.sucursalIds.length === 0 ? { sucursalIds: usuariosText.gerenteSinSucursal } : {};
}

/** The daemon's own rules and sentences (the contract's), told before sending a new account. */
export function newUsuarioProblems(values: UsuarioFormValues): FieldErrors {
  const credentials = newCredentialsProblem(values.usuario, values.password);
  return { ...(credentials ? { [credentials.field]: credentials.message } : {}), ...branchProblem(values) };
}

/** The same for an edit: a new password only when one was typed. */
export function editUsuarioProblems(values: UsuarioFormValues): FieldErrors {
  const credentials = values.password === '' ? undefined : newCredentialsProblem(values.usuario, values.password);
  return { ...(credentials?.field === 'password' ? { password: credentials.message } : {}), ...branchProblem(values) };
}

export const toNewUsuario = (values: UsuarioFormValues): NewUsuario => ({
  usuario: normalizeUserName(values.usuario),
  password: values.password,
  rol: values.rol,
  sucursalIds: branchesFor(values),
});

const sameBranches = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The edit as sent. Branches not touched are left out, so the daemon keeps them as stored: an account that lost its
 * last branch (which sees nothing) is never sent an empty list, which would make a consulta one of every branch.
 */
export const toUpdateUsuario = (values: UsuarioFormValues, original: Usuario): UpdateUsuario => ({
  rol: values.rol,
  ...(values.rol === original.rol && sameBranches(values.sucursalIds, valuesOf(original).sucursalIds) ? {} : { sucursalIds: branchesFor(values) }),
  activo: values.activo,
  ...(values.password === '' ? {} : { password: values.password }),
});

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
