import { describe, expect, it } from 'vitest';
import { completeHour, dateTextOf, maskDate, maskTime, parseDateText, parseTimeText, timeTextOf } from './dateTimeText';

describe('maskDate', () => {
  it('puts the slashes in as digits are typed, only when the next part starts', () => {
    const typed = ['0', '02', '020', '0203', '02032', '02032026'];
    expect(typed.map(maskDate)).toEqual(['0', '02', '02/0', '02/03', '02/03/2', '02/03/2026']);
    expect(maskDate('020320261')).toBe('02/03/2026'); // nothing after the year
  });

  it('keeps a slash typed by hand and closes a short part with it; other characters are dropped', () => {
    expect(maskDate('02/')).toBe('02/');
    expect(maskDate('2/3/2026')).toBe('2/3/2026');
    expect(maskDate('2-3-2026')).toBe('2/3/2026');
    expect(maskDate('ab02//03')).toBe('02/03');
  });

  it('reads a pasted ISO date (aaaa-mm-dd) the other way round', () => {
    expect(maskDate('2026-03-02')).toBe('02/03/2026');
    expect(maskDate(' 2026-3-2 ')).toBe('02/03/2026');
  });
});

describe('maskTime', () => {
  it('puts the colon in as digits are typed; seconds are dropped', () => {
    expect(['0', '09', '090', '0900'].map(maskTime)).toEqual(['0', '09', '09:0', '09:00']);
    expect(maskTime('9:30')).toBe('9:30');
    expect(maskTime('09:00:00')).toBe('09:00');
  });
});

describe('parseDateText', () => {
  it("gives the API's aaaa-mm-dd of a real date, written in full", () => {
    expect(parseDateText('02/03/2026')).toEqual({ value: '2026-03-02', text: '02/03/2026', problem: null, whole: true });
    expect(parseDateText('2/3/2026')).toEqual({ value: '2026-03-02', text: '02/03/2026', problem: null, whole: true });
    expect(parseDateText('29/02/2028').value).toBe('2028-02-29'); // a leap year
  });

  it('says in Spanish why an impossible date is not one', () => {
    expect(parseDateText('31/02/2026')).toEqual({ value: '', text: '31/02/2026', problem: 'La fecha 31/02/2026 no existe.', whole: true });
    expect(parseDateText('29/02/2026').problem).toBe('La fecha 29/02/2026 no existe.');
    expect(parseDateText('12/13/2026').problem).toBe('La fecha 12/13/2026 no existe.'); // an English month/day order
    expect(parseDateText('00/01/2026').problem).toBe('La fecha 00/01/2026 no existe.');
    expect(parseDateText('02/03/0226').problem).toBe('Escribe el año con cuatro cifras, entre 1900 y 2100.');
  });

  it('tells an unfinished date apart (told when the field is left) and nothing typed is no problem', () => {
    expect(parseDateText('02/03')).toEqual({ value: '', text: '02/03', problem: 'Escribe la fecha completa: dd/mm/aaaa.', whole: false });
    expect(parseDateText('')).toEqual({ value: '', text: '', problem: null, whole: false });
  });

  it('keeps a date within min and max', () => {
    const limits = { min: '2026-03-09', max: '2026-03-15' };
    expect(parseDateText('08/03/2026', limits).problem).toBe('La fecha debe ser el 09/03/2026 o después.');
    expect(parseDateText('16/03/2026', limits).problem).toBe('La fecha debe ser el 15/03/2026 o antes.');
    expect(parseDateText('15/03/2026', limits).value).toBe('2026-03-15');
  });
});

describe('parseTimeText', () => {
  it('gives HH:MM on 24 hours', () => {
    expect(parseTimeText('18:30')).toEqual({ value: '18:30', text: '18:30', problem: null, whole: true });
    expect(parseTimeText('9:05')).toEqual({ value: '09:05', text: '09:05', problem: null, whole: true });
    expect(parseTimeText('00:00').value).toBe('00:00');
    expect(parseTimeText('23:59').value).toBe('23:59');
  });

  it('says in Spanish why an impossible time is not one', () => {
    expect(parseTimeText('25:00')).toEqual({ value: '', text: '25:00', problem: 'La hora 25:00 no existe: usa de 00:00 a 23:59.', whole: true });
    expect(parseTimeText('24:00').problem).toBe('La hora 24:00 no existe: usa de 00:00 a 23:59.');
    expect(parseTimeText('09:60').problem).toBe('La hora 09:60 no existe: usa de 00:00 a 23:59.');
    expect(parseTimeText('09:0')).toMatchObject({ value: '', problem: 'Escribe la hora completa: HH:MM, de 00:00 a 23:59.', whole: false });
  });

  it("makes an hour left alone that hour o'clock", () => {
    expect(parseTimeText(completeHour('9')).value).toBe('09:00');
    expect(parseTimeText(completeHour('18')).value).toBe('18:00');
    expect(completeHour('09:3')).toBe('09:3');
  });
});

describe('dateTextOf and timeTextOf', () => {
  it("write the API's values as the inputs show them", () => {
    expect(dateTextOf('2026-11-23')).toBe('23/11/2026');
    expect(dateTextOf('')).toBe('');
    expect(dateTextOf('23/11/2026')).toBe('');
    expect(timeTextOf('09:00')).toBe('09:00');
    expect(timeTextOf('09:00:00')).toBe('09:00');
    expect(timeTextOf('')).toBe('');
  });
});
