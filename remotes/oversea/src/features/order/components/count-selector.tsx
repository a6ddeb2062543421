import { clientText } from '@bx/platform';
import { RadioChips } from '@bx/ui';

/** The quick-order counts as a row of radio buttons; the chosen count is what one tap orders. */
export function CountSelector({
  counts,
  value,
  onChange,
}: {
  counts: readonly number[];
  value: number;
  onChange: (count: number) => void;
}) {
  return (
    <RadioChips
      label={clientText('OVERSEA_COUNT')}
      chips={counts.map((count) => ({ value: count, label: clientText('OVERSEA_COUNT_N', { n: count }) }))}
      value={value}
      onChange={onChange}
    />
  );
}
