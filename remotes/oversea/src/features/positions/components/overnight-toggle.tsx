import type { OverseaPosition } from '@bx/contracts';
import { useTheme } from '@emotion/react';

import { krwText } from '../../../shared/money';
import { useSetOvernightMutation } from '../api/set-overnight';
import { overseaText } from '../../../shared/oversea-text';

/**
 * Keeps the position past the session's end (where its stock allows it); the server's answer sets the box.
 * Ticking it holds the position's margin a second time (docs/oversea.md "Overnight"): the player confirms that
 * amount first. Unticking releases it and asks nothing.
 */
export function OvernightToggle({ position }: { position: OverseaPosition }) {
  const theme = useTheme();
  const switching = useSetOvernightMutation();
  const toggle = (isActive: boolean) =>
    switching.run(
      { overseaPositionId: position.id, isActive },
      // Only ticking it holds more: unticking asks nothing.
      isActive
        ? { confirm: overseaText('OVERSEA_OVERNIGHT_CONFIRM', { amount: krwText(position.margin) }) }
        : {},
    );
  return (
    <label
      css={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, color: theme.color.textMuted }}
    >
      <input
        type="checkbox"
        checked={position.isOvernight}
        disabled={switching.pending}
        onChange={(event) => void toggle(event.target.checked)}
        css={{ width: 20, height: 20, accentColor: theme.color.accent }}
      />
      {overseaText('OVERSEA_OVERNIGHT')}
    </label>
  );
}
