import { useMemo } from 'react';
import QRCode from 'qrcode';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text the code carries (usually a URL). */
  value: string;
  /** Rendered width and height in CSS px (or any CSS length). Default 128. */
  size?: number | string;
  /** Accessible name (what scanning it does), e.g. 'Scan to open the mini-program'. */
  label: string;
  className?: string;
}

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/**
 * Turns `value` into the SVG path of its QR code (error correction M): one
 * `h1v1h-1z` square per dark module, offset by the quiet zone. Returns the
 * path and the side length in modules (quiet zone included).
 */
export function qrPath(value: string): { d: string; side: number } {
  const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const data = qr.modules.data;
  let d = '';
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      if (data[y * n + x]) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }
  }
  return { d, side: n + QUIET * 2 };
}

/**
 * A scannable QR code drawn as an inline SVG (the `qrcode` library encodes;
 * no canvas, crisp at any size), e.g. the social and mini-program scan codes
 * of docs/product.md §1 and §2.
 */
export function QrCode({ value, size = 128, label, className }: QrCodeProps) {
  const { d, side } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className ? `ui-qr ${className}` : 'ui-qr'}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
    >
      <path d={d} fill="#111111" />
    </svg>
  );
}
