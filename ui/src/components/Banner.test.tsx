import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner, type BannerTone } from './Banner';
import { useBanner } from './useBanner';

let show: (text: string, tone?: BannerTone) => void = () => undefined;

function Page() {
  const banner = useBanner();
  show = banner.show;
  return <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />;
}

const shown = () => screen.getByRole('status').querySelector('.banner');

describe('Banner and useBanner', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('gives success, information and errors each their own look', () => {
    render(<Page />);
    act(() => show('Puesto "CAJERO" creado.', 'success'));
    expect(shown()).toHaveClass('banner--success');
    act(() => show('Registrando empleado...'));
    expect(shown()).toHaveClass('banner--info');
    act(() => show('Error al borrar.', 'error'));
    expect(shown()).toHaveClass('banner--error');
  });

  it('closes a success by itself after a few seconds; an error or information stays', () => {
    render(<Page />);
    act(() => show('Puesto "CAJERO" creado.', 'success'));
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Puesto "CAJERO" creado.');
    act(() => void vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => show('Error al borrar.', 'error'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Error al borrar.');
    act(() => show('Registrando empleado...', 'info'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Registrando empleado...');
  });

  it('gives a newer message its own time: an older success does not close it', () => {
    render(<Page />);
    act(() => show('Puesto "CAJERO" creado.', 'success'));
    act(() => void vi.advanceTimersByTime(4000));
    act(() => show('Error al borrar.', 'error'));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('Error al borrar.');
  });
});
