import type { TradeOption } from '@bx/contracts';
import { clientText, siteLang } from '@bx/platform';
import { gameTypeLabel, optionName } from '@bx/ui';
import { useTheme } from '@emotion/react';

/**
 * The options grouped by stock, each with its game type; picking one opens it. A closed market's options
 * are marked 휴장 but stay pickable: their screen shows the last price and when the market opens.
 */
export function StockDropdown({
  options,
  currentId,
  onPick,
}: {
  options: TradeOption[];
  currentId: number | null;
  onPick: (option: TradeOption) => void;
}) {
  const theme = useTheme();
  const groups = new Map<string, TradeOption[]>();
  const lang = siteLang();
  // An id no option has (/exchange/999) picks nothing, rather than seeming to be the first option.
  const current = options.some((option) => option.id === currentId) ? currentId : null;
  options.forEach((option) => {
    const name = optionName(option, lang);
    groups.set(name, [...(groups.get(name) ?? []), option]);
  });
  return (
    <select
      aria-label={clientText('OPTION_PICK')}
      value={current ?? ''}
      onChange={(event) => {
        const picked = options.find((option) => option.id === Number(event.target.value));
        if (picked) onPick(picked);
      }}
      css={{
        maxWidth: '100%',
        padding: '6px 8px',
        borderRadius: theme.radius,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
        color: theme.color.text,
        fontWeight: 700,
        fontSize: 15,
      }}
    >
      {current === null ? <option value="">{clientText('OPTION_PICK')}</option> : null}
      {[...groups].map(([name, group]) => (
        <optgroup key={name} label={name}>
          {group.map((option) => (
            <option key={option.id} value={option.id}>
              {`${name} · ${gameTypeLabel(option.type, lang)}${option.isRest ? ` · ${clientText('MARKET_CLOSED_BADGE')}` : ''}`}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
