import type { GuidanceView } from '../hooks/useGuidance';
import { kioskText } from '../messages';

type Props = { view: NonNullable<GuidanceView> };

/**
 * Over the live camera: a frame around each face the guidance found, drawn in the camera's own coordinates and mirrored
 * with the preview (the SVG slices like object-fit: cover, so the frames stay on the faces whatever the screen's shape),
 * and the one instruction, large, at the bottom of the picture.
 */
export function GuidanceOverlay({ view }: Props) {
  const { encuadre, frame } = view;
  const ready = encuadre.estado === 'listo';
  const text = encuadre.instruccion ?? kioskText.guidanceReady;
  return (
    <>
      <svg
        className={`kiosk-guidance__frames kiosk-guidance__frames--${ready ? 'ready' : 'fix'}`}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        {encuadre.rostros.map((r, i) => (
          <rect
            key={i}
            x={r.x * frame.width}
            y={r.y * frame.height}
            width={r.ancho * frame.width}
            height={r.alto * frame.height}
            rx={Math.min(r.ancho * frame.width, r.alto * frame.height) * 0.12}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <p className={`kiosk-guidance__instruction kiosk-guidance__instruction--${ready ? 'ready' : 'fix'}`} role="status" data-estado={encuadre.estado}>
        {text}
      </p>
    </>
  );
}
