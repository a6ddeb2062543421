import { Loader } from '@bx/ui';
import { useEffect, useState } from 'react';

import { qrPath } from '../utils/qr-path';
import { walletText } from '../../../shared/wallet-text';

/**
 * The address as a QR code for a wallet app's scanner: dark on white with its quiet zone, whatever the theme.
 * The encoder loads with the first code drawn, in its own chunk, not with the wallet's first screen.
 */
export function AddressQr({ value, label }: { value: string; label: string }) {
  const [drawn, setDrawn] = useState<{ value: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(value);
      qr.make();
      if (live) setDrawn({ value, ...qrPath(qr) });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const box = { width: 184, height: 184, justifySelf: 'center', borderRadius: 8 } as const;
  if (drawn === null || drawn.value !== value) {
    return (
      <div css={{ ...box, display: 'grid', placeItems: 'center' }}>
        <Loader label={walletText('LIST_LOADING')} />
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="deposit-qr"
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      css={{ ...box, background: '#ffffff' }}
    >
      <rect width={drawn.size} height={drawn.size} fill="#ffffff" />
      <path d={drawn.path} fill="#000000" />
    </svg>
  );
}
