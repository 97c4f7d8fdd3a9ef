import { describe, expect, it } from 'vitest';
import { nameProblem, normalizeName } from './names.js';

describe('normalizeName', () => {
  it('trims, collapses spaces (tabs and newlines too) and uppercases in es-MX', () => {
    expect(normalizeName('  josé \t peña\r\n müller ')).toBe('JOSÉ PEÑA MÜLLER');
  });

  it('composes a letter written with a combining accent (NFC), so both spellings are the same name', () => {
    const decomposed = 'Jose\u0301 Pen\u0303a';
    expect(decomposed).not.toBe('José Peña');
    expect(normalizeName(decomposed)).toBe('JOSÉ PEÑA');
    expect(normalizeName(decomposed)).toBe(normalizeName('José Peña'));
  });
});

describe('nameProblem', () => {
  it.each(['JOSÉ PEÑA MÜLLER', "O'HIGGINS", 'MARÍA-JOSÉ', 'Ñandú', 'GÜERO 2', '7', 'Nuñez (suplente)', '=SUMA(1)', 'Борис', 'Σοφία'])('accepts %j', (name) => {
    expect(nameProblem(name)).toBeUndefined();
  });

  it('leaves an empty name to the "obligatorio" rule', () => {
    expect(nameProblem('')).toBeUndefined();
    expect(nameProblem('   ')).toBeUndefined();
  });

  it.each([
    ['NUL', 'ANA\u0000'],
    ['right-to-left override', 'ANA\u202EZEREP'],
    ['zero-width space', 'A\u200BNA'],
    ['three zero-width spaces', '\u200B\u200B\u200B'],
    ['byte order mark', '\uFEFFANA'],
    ['zero-width joiner', 'AN\u200DA'],
    ['escape', 'ANA\u001B[31m'],
    ['lone surrogate', 'ANA\uD800'],
    ['private use', 'ANA\uE000'],
  ])('refuses a %s', (_label, name) => {
    expect(nameProblem(name)).toBe('El nombre tiene caracteres no permitidos (de control o invisibles).');
  });

  it.each(['...', '- -', "'", '¿?', '★'])('refuses %j, without a letter or a number', (name) => {
    expect(nameProblem(name, 'La sucursal')).toBe('La sucursal debe tener al menos una letra o un número.');
  });

  it.each([
    ['Cyrillic А in a Latin name', '\u0410NA'],
    ['Greek Ο in a Latin name', 'L\u039FPEZ'],
    ['Cyrillic and Greek', '\u0411\u03A3'],
  ])('refuses %s', (_label, name) => {
    expect(nameProblem(name)).toBe('El nombre mezcla letras de alfabetos distintos (latinas con cirílicas o griegas).');
  });
});
