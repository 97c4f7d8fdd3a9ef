import { useEffect, useRef } from 'react';
import { photoRefusedHint } from '../messages';

/**
 * Beside the photo, why the check refused it (nobody was created). Brought into view when it appears: the button
 * that was pressed is far below the photo on a phone, and the banner far above.
 */
export function PhotoRefusal({ reason }: { reason: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [reason]);
  return (
    <p ref={ref} className="photo-refusal" role="alert">
      <span className="photo-refusal__reason">{reason}</span> {photoRefusedHint}
    </p>
  );
}
