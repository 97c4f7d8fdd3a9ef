import { newCredentialsProblem, normalizeUserName } from '@reloj/contract/auth';
import { AVISO_TIPOS, AVISO_TIPOS_DE_ADMINISTRADOR, avisosText, emailSchema, type AvisoTipo } from '@reloj/contract/avisos';
import { usuariosText, type NewUsuario, type Rol, type UpdateUsuario, type Usuario } from '@reloj/contract/usuarios';

/** The fields a refusal can be about, named as the daemon names them (its `field`). */
export type UsuarioField = 'usuario' | 'password' | 'rol' | 'sucursalIds' | 'activo' | 'email' | 'avisos';
export type FieldErrors = Partial<Record<UsuarioField, string>>;

/** What the new-account and edit forms hold; the password is empty in the edit form unless it is being changed. */
export type UsuarioFormValues = {
  usuario: string;
  password: string;
  rol: Rol;
  sucursalIds: number[];
  activo: boolean;
  /** Issue 44: where its alerts go ('' for none), and the kinds it receives. */
  email: string;
  avisos: AvisoTipo[];
};

export const emptyNewUsuario: UsuarioFormValues = { usuario: '', password: '', rol: 'gerente', sucursalIds: [], activo: true, email: '', avisos: [] };

/** The kinds of alert an account of this role may receive: the ones about the whole box are an administrador's. */
export const avisoTiposFor = (rol: Rol): readonly AvisoTipo[] =>
  rol === 'administrador' ? AVISO_TIPOS : AVISO_TIPOS.filter((tipo) => !AVISO_TIPOS_DE_ADMINISTRADOR.includes(tipo));

/** The kinds ticked that the chosen role may receive, in the contract's order (a kind ticked before a change of role is not sent). */
const avisosFor = (values: UsuarioFormValues) => avisoTiposFor(values.rol).filter((tipo) => values.avisos.includes(tipo));

/** The edit form of an existing account. */
export const valuesOf = (u: Usuario): UsuarioFormValues => ({
  usuario: u.usuario,
  password: '',
  rol: u.rol,
  sucursalIds: u.sucursales.map((s) => s.id),
  activo: u.activo,
  email: u.email ?? '',
  avisos: [...u.avisos],
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

/** The alerts' address: a real one when typed, and one at all when some kind is ticked (the daemon's sentences). */
function emailProblem(values: UsuarioFormValues): FieldErrors {
  const email = values.email.trim();
  if (email === '') return avisosFor(values).length > 0 ? { email: avisosText.sinEmail } : {};
  const checked = emailSchema(avisosText.email).safeParse(email);
  return checked.success ? {} : { email: checked.error.issues[0]?.message ?? avisosText.email };
}

/** The same for an edit: a new password only when one was typed. */
export function editUsuarioProblems(values: UsuarioFormValues): FieldErrors {
  const credentials = values.password === '' ? undefined : newCredentialsProblem(values.usuario, values.password);
  return { ...(credentials?.field === 'password' ? { password: credentials.message } : {}), ...branchProblem(values), ...emailProblem(values) };
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
  email: values.email.trim(),
  avisos: avisosFor(values),
});

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
