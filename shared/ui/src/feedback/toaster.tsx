import { keyframes, useTheme, type CSSObject, type Theme } from '@emotion/react';
import {
  clientText,
  dismissToast,
  useToasts,
  type Toast,
  type ToastKind,
  type ToastPosition,
} from '@bx/platform';

const POSITIONS: readonly ToastPosition[] = ['top-right', 'bottom-right', 'bottom-center'];

/** Clear of the 64 px footer tabs and of the phone's home indicator. */
const BOTTOM_OFFSET = 'calc(80px + env(safe-area-inset-bottom, 0px))';

const PLACEMENT: Record<ToastPosition, CSSObject> = {
  // Under the 52 px header, so a toast never covers its buttons or the stock picker.
  'top-right': {
    top: 'calc(60px + env(safe-area-inset-top, 0px))',
    right: 16,
    flexDirection: 'column-reverse',
  },
  'bottom-right': { bottom: BOTTOM_OFFSET, right: 16 },
  'bottom-center': { bottom: BOTTOM_OFFSET, left: '50%', transform: 'translateX(-50%)' },
};

const enter = keyframes`from { opacity: 0; transform: translateY(8px); }`;

const accentOf = (theme: Theme, kind: ToastKind) =>
  ({ success: theme.color.accent, error: theme.color.danger, info: theme.color.sell })[kind];

/**
 * Draws the page's toasts, stacked by position, newest nearest the screen edge. The host mounts it once;
 * remotes only call `toast.*` from @bx/platform, whose queue is one instance on the page.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <>
      {POSITIONS.map((position) => {
        const stack = toasts.filter((toast) => toast.position === position);
        if (stack.length === 0) return null;
        return (
          <div
            key={position}
            data-position={position}
            css={{
              position: 'fixed',
              zIndex: 1000,
              display: 'flex',
              flexDirection: 'column',
              gap: 8,
              width: 'min(360px, calc(100vw - 32px))',
              pointerEvents: 'none',
              ...PLACEMENT[position],
            }}
          >
            {stack.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </div>
        );
      })}
    </>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const theme = useTheme();
  return (
    <div
      // Errors interrupt a screen reader; confirmations wait their turn.
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '12px 8px 12px 14px',
        borderRadius: theme.radius,
        borderLeft: `4px solid ${accentOf(theme, toast.kind)}`,
        background: theme.color.surfaceRaised,
        color: theme.color.text,
        boxShadow: '0 6px 20px rgba(0, 0, 0, 0.45)',
        fontSize: 14,
        lineHeight: 1.4,
        pointerEvents: 'auto',
        animation: `${enter} 160ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <span css={{ flex: 1, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{toast.message}</span>
      <button
        type="button"
        aria-label={clientText('CLOSE')}
        onClick={() => dismissToast(toast.id)}
        css={{
          flex: 'none',
          width: 32,
          height: 32,
          border: 'none',
          borderRadius: theme.radius,
          background: 'transparent',
          color: theme.color.textMuted,
          fontSize: 18,
          cursor: 'pointer',
        }}
      >
        ×
      </button>
    </div>
  );
}
