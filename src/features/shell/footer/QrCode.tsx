import type { QrCode as QrCodeData } from '@/lib/config/look-data';

const QUIET_ZONE = 4;

/** A QR code drawn at build time from a link in config/footer.json (scripts/qr-path.ts), dark on white at any theme. */
export function QrCode({ code, label, size = 88 }: { code: QrCodeData; label: string; size?: number }) {
  const span = code.size + QUIET_ZONE * 2;
  return (
    <svg
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${span} ${span}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={span} height={span} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
