import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDeviceStatus } from '../hooks/useDeviceStatus';
import { useBoxClock } from '../../../api/reloj';
import { useFirstBoot } from '../hooks/useFirstBoot';
import { FirstBootPanel } from './FirstBootPanel';
import { createKioskQueryClient } from '../lib/kioskQueryClient';
import type { GuidanceFrame } from '../lib/videoFrame';
import { kioskText } from '../messages';
import { defaultTiming, type KioskTiming } from '../timing';
import { CheckInPanel } from './CheckInPanel';
import { KioskLayout } from './KioskLayout';
import { PendingPanel } from './PendingPanel';
import { StatusCard } from './StatusCard';
import '../kiosk.css';
import '../nip.css';

type Props = {
  /** Overrides of the polling and display intervals (tests use short ones). */
  timing?: Partial<KioskTiming>;
  /** Takes one photo (a burst calls it several times); defaults to the webcam's getScreenshot. */
  capture?: () => string | null;
  /** The live guidance's small frame; defaults to the running video's picture. */
  guidanceFrame?: () => GuidanceFrame | null;
};

/**
 * /kiosk: the time clock an employee meets every morning (its screen, states and messages: the product's requirements),
 * with a query cache of its own.
 */
export function KioskPage(props: Props = {}) {
  const [queryClient] = useState(createKioskQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <KioskScreen {...props} />
    </QueryClientProvider>
  );
}

/** What the kiosk shows: first-boot instructions, the device's state, or the check-in once approved. */
function KioskScreen({ timing: overrides, capture, guidanceFrame }: Props) {
  const timing = useMemo(() => ({ ...defaultTiming, ...overrides }), [overrides]);
  const { state, fingerprint, refresh } = useDeviceStatus(timing);
  useBoxClock(); // the clock on screen is the box's, in the box's zone
  const firstBoot = useFirstBoot(timing.pendingPollMs, timing.verifyTimeoutMs);

  if (firstBoot.mostrar)
    return (
      <KioskLayout>
        <FirstBootPanel codigo={firstBoot.codigo} direcciones={firstBoot.direcciones} equipo={firstBoot.equipo} />
      </KioskLayout>
    );

  switch (state.kind) {
    case 'initializing':
      return (
        <KioskLayout>
          <StatusCard title={kioskText.initializing} tone="neutral" busy />
        </KioskLayout>
      );
    case 'pending':
      return (
        <KioskLayout>
          <PendingPanel code={state.code} />
        </KioskLayout>
      );
    case 'rejected':
      return <Failure deviceCode={state.code} title={kioskText.rejected} text={kioskText.rejectedText} />;
    case 'damaged':
      return <Failure title={state.message ?? kioskText.damagedDatabase} text={state.detail} note={kioskText.damagedTechnician} />;
    case 'error':
      return <Failure title={kioskText.errorTitle} text={kioskText.connectionError} note={kioskText.retrying} />;
    case 'approved':
      return (
        <KioskLayout
          title={<h1 className="kiosk-bar__title">{kioskText.approvedTitle}</h1>}
          deviceCode={state.code}
          deviceName={state.nombre}
          branch={state.sucursal}
          clockNotSynced={state.clockNotSynced}
        >
          <CheckInPanel
            fingerprint={fingerprint ?? ''}
            timing={timing}
            capture={capture}
            guidanceFrame={guidanceFrame}
            onDeviceRefused={refresh}
            privacyAddress={state.privacidad}
          />
        </KioskLayout>
      );
  }
}

type FailureProps = { title: string; text?: string; note?: string; deviceCode?: string };

/** A state the kiosk cannot check anyone in from, said as an alert: what happened, then what comes next. */
function Failure({ title, text, note, deviceCode }: FailureProps) {
  return (
    <KioskLayout deviceCode={deviceCode}>
      <StatusCard title={title} tone="danger" role="alert">
        {text && <p className="kiosk-card__text">{text}</p>}
        {note && <p className="kiosk-card__note">{note}</p>}
      </StatusCard>
    </KioskLayout>
  );
}
