import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

/** The title row of a sheet or drawer that slides up over a screen, with its 닫기 (close) button at the end. */
export function SheetHeader({ title, onClose }: { title: string; onClose: () => void }) {
  const theme = useTheme();
  return (
    <div
      css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px' }}
    >
      <strong css={{ fontSize: 17 }}>{title}</strong>
      <button
        type="button"
        onClick={onClose}
        css={{ border: 'none', background: 'transparent', color: theme.color.textMuted, fontSize: 15 }}
      >
        {clientText('CLOSE')}
      </button>
    </div>
  );
}
