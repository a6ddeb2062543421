import { cardStyle, Chip, SwitchRow } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { adminText } from '../../../shared/admin-text';

export interface OptionSwitches {
  /** 운영: listed and open to players. */
  playing: boolean;
  /** 중지: taking no new bets or orders (futures: only orders that reduce). */
  stopped: boolean;
}

/**
 * One option: its name, symbol and state, the 운영 and 중지 switches, and under them its terms (`children`). The
 * switches show what the server has; a change shows only once it has been answered.
 */
export function OptionCard({
  testId,
  name,
  stock,
  tag,
  state,
  switches,
  busy,
  onPlay,
  onStop,
  children,
}: {
  /** `option-{market}-{id}`, for the end-to-end specs. */
  testId: string;
  name: string;
  stock: string;
  tag?: string;
  state: { label: string; live: boolean };
  switches: OptionSwitches;
  busy: boolean;
  onPlay: (playing: boolean) => void;
  onStop: (stopped: boolean) => void;
  children?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <article
        aria-label={`${name} ${tag ?? ''}`.trim()}
        data-testid={testId}
        css={{ ...cardStyle(theme), gap: 4 }}
      >
        <header css={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
          <strong css={{ minWidth: 0, fontSize: 15, overflowWrap: 'anywhere' }}>{name}</strong>
          {tag ? <Chip tone="muted">{tag}</Chip> : null}
          <span css={{ marginLeft: 'auto' }}>
            <Chip tone={state.live ? 'accent' : 'muted'}>{state.label}</Chip>
          </span>
        </header>
        {stock !== name ? (
          <span css={{ fontSize: 12, color: theme.color.textMuted, overflowWrap: 'anywhere' }}>{stock}</span>
        ) : null}
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
            margin: '0 -14px',
            borderTop: `1px solid ${theme.color.border}`,
            '& > * + *': { borderLeft: `1px solid ${theme.color.border}` },
            '& > div': {
              gridColumn: '1 / -1',
              borderLeft: 'none',
              borderTop: `1px solid ${theme.color.border}`,
            },
          }}
        >
          <SwitchRow
            label={adminText('OPS_PLAYING')}
            checked={switches.playing}
            busy={busy}
            onChange={onPlay}
          />
          <SwitchRow
            label={adminText('OPS_STOPPED')}
            checked={switches.stopped}
            busy={busy}
            onChange={onStop}
          />
        </div>
        {children}
      </article>
    </li>
  );
}

/** The rows of a section, or its empty line. */
export function OptionRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} css={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}>
      {children}
    </ul>
  );
}

/** The question before a switch is changed: turning an option off or stopping it is confirmed, the rest not. */
export function switchQuestion(name: string, field: 'play' | 'stop', on: boolean): string | null {
  if (field === 'play') return on ? null : adminText('OPS_PLAY_OFF_CONFIRM', { name });
  return on ? adminText('OPS_STOP_CONFIRM', { name }) : null;
}
