import { describe, expect, it } from 'vitest';
import { authText, loginRequestSchema, newCredentialsProblem, setupRequestSchema } from './auth.js';

describe('newCredentialsProblem (the rules of a new account)', () => {
  it('accepts a normalised name of 3 to 40 allowed characters and a password of 10 to 200', () => {
    expect(newCredentialsProblem('  Duena.Lopez_2 ', 'una-contraseña-larga')).toBeUndefined();
    expect(newCredentialsProblem('abc', 'x'.repeat(10))).toBeUndefined();
    expect(newCredentialsProblem('a'.repeat(40), 'x'.repeat(200))).toBeUndefined();
  });

  it.each(['ab', 'a'.repeat(41), 'dueña', 'juan pérez', 'ana@caja'])('refuses the user name %j with the daemon code invalid_user', (usuario) => {
    expect(newCredentialsProblem(usuario, 'una-contraseña-larga')).toEqual({ field: 'usuario', code: 'invalid_user', message: authText.invalidUser });
  });

  it('refuses a short password (weak_password) and a very long one (invalid_password), in Spanish', () => {
    expect(newCredentialsProblem('duena', 'corta')).toEqual({
      field: 'password',
      code: 'weak_password',
      message: 'La contraseña debe tener al menos 10 caracteres.',
    });
    expect(newCredentialsProblem('duena', 'x'.repeat(201))).toMatchObject({ code: 'invalid_password', message: 'La contraseña es demasiado larga.' });
  });
});

describe('login and setup requests', () => {
  it('say in Spanish what is missing', () => {
    expect(loginRequestSchema.safeParse({ password: 'x' }).error?.issues[0]?.message).toBe('Escribe tu usuario.');
    expect(loginRequestSchema.safeParse({ usuario: 'x' }).error?.issues[0]?.message).toBe('Escribe tu contraseña.');
    expect(setupRequestSchema.safeParse({ usuario: 'duena' }).error?.issues[0]?.message).toBe('Escribe una contraseña.');
  });

  it('keep the setup code optional', () => {
    expect(setupRequestSchema.parse({ usuario: 'duena', password: 'una-contraseña-larga' })).toEqual({ usuario: 'duena', password: 'una-contraseña-larga' });
  });
});
