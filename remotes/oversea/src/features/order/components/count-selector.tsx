import { RadioChips } from '@bx/ui';
import { overseaText } from '../../../shared/oversea-text';

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
      label={overseaText('OVERSEA_COUNT')}
      chips={counts.map((count) => ({ value: count, label: overseaText('OVERSEA_COUNT_N', { n: count }) }))}
      value={value}
      onChange={onChange}
    />
  );
}
