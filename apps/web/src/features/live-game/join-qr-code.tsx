import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The join link as a QR code phones can scan off the projector, drawn as SVG squares. */
export function JoinQrCode({ url, label }: { url: string; label: string }) {
  const modules = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(url);
    code.make();
    const count = code.getModuleCount();
    const dark: { row: number; col: number }[] = [];
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (code.isDark(row, col)) dark.push({ row, col });
    }
    return { count, dark };
  }, [url]);
  const quietZone = 4;
  const size = modules.count + 2 * quietZone;
  return (
    <svg
      className="live-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path
        fill="#000"
        d={modules.dark
          .map(({ row, col }) => `M${col + quietZone} ${row + quietZone}h1v1h-1z`)
          .join('')}
      />
    </svg>
  );
}
