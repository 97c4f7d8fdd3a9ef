import type { ReactNode } from 'react';
import { kioskText } from '../messages';
import { KioskClock } from './KioskClock';

type Props = {
  /** The heading shown in the top bar (the approved screen); other screens show the product name there. */
  title?: ReactNode;
  /** The device code, shown small so an administrator can tell kiosks apart. */
  deviceCode?: string;
  /** The name and branch an administrator gave the kiosk, once it has them. */
  deviceName?: string;
  branch?: string;
  /** The box said its clock is not NTP-synchronised: a warning line under the bar (issue 18 item 3). */
  clockNotSynced?: boolean;
  children: ReactNode;
};

/** Full-screen kiosk frame: top bar with the clock, the state's content below. */
export function KioskLayout({ title, deviceCode, deviceName, branch, clockNotSynced, children }: Props) {
  return (
    <div className="kiosk-screen">
      <header className="kiosk-bar">
        <div className="kiosk-bar__identity">
          {title ?? <span className="kiosk-bar__brand">{kioskText.brand}</span>}
          {(deviceName || branch) && (
            <span className="kiosk-bar__place">
              {deviceName && <span className="kiosk-bar__name">{deviceName}</span>}
              {branch && (
                <span className="kiosk-bar__branch">
                  {kioskText.branchLabel} {branch}
                </span>
              )}
            </span>
          )}
          {deviceCode && (
            <span className="kiosk-bar__device">
              {kioskText.deviceLabel} <span className="kiosk-code-inline">{deviceCode}</span>
            </span>
          )}
        </div>
        <KioskClock />
      </header>
      {clockNotSynced && (
        <p className="kiosk-clock-warning" role="status">
          {kioskText.clockNotSynced}
        </p>
      )}
      <main className="kiosk-main">{children}</main>
    </div>
  );
}
