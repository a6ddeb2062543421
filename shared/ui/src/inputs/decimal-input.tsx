import type { ClientMessageCode, DecimalString } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useId, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes } from 'react';

import { TextField } from '../components/text-field';

import {
  applyNumericChange,
  clampNumericValue,
  formatNumericInput,
  type DecimalSeparator,
  type NumericRefusal,
} from './numeric-value';

const REFUSALS = {
  character: 'NUMBER_DIGITS_ONLY',
  negative: 'NUMBER_NOT_NEGATIVE',
  decimals: 'NUMBER_DECIMALS',
  range: 'NUMBER_RANGE',
} as const satisfies Record<NumericRefusal, ClientMessageCode>;

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'inputMode' | 'pattern'
>;

export interface DecimalInputProps extends NativeProps {
  /** The exact decimal the field holds ("1234.5"), never a float: money keeps every digit typed. */
  value: DecimalString | null;
  onChange: (value: DecimalString | null) => void;
  min?: number | DecimalString;
  max?: number | DecimalString;
  allowNegative?: boolean;
  decimalSeparator?: DecimalSeparator;
  /** Digits allowed after the decimal separator; 0 (the default) makes an integer field. */
  decimals?: number;
  /** Shows every one of `decimals` when not typing ("63,749.0" for a 0.1 tick), as prices are written. */
  padDecimals?: boolean;
  /** What the field says under itself when it refuses a keystroke, where the screen can say it better. */
  refusalText?: Partial<Record<NumericRefusal, string>>;
  /** Visible label; pass `aria-label` instead when the screen already says what the field is. */
  label?: string;
}

/**
 * An amount field with grouped thousands and the phone's numeric keypad (spec section 5), holding the exact
 * decimal typed as a string (`NumericInput` is the same field for a `number`).
 *
 * A keystroke the field cannot take (a letter, a minus sign, one decimal too many) is refused visibly: the
 * field keeps what it held before that keystroke and says why under it, in room that is always kept so
 * nothing below moves. Digits typed after a refused one are refused too until the player deletes
 * or leaves the field, so "5.5" in a whole-unit field stays 5 and never becomes 55.
 *
 * The text shown is derived from `value`, so a value that arrives after mount (restored settings, a quick
 * button) is shown formatted at once; the one thing kept locally is the text being typed for that value
 * ("5." or "-" on their way to a number).
 */
export function DecimalInput({
  value,
  onChange,
  min,
  max,
  allowNegative = false,
  decimalSeparator = '.',
  decimals = 0,
  padDecimals = false,
  refusalText,
  label,
  onBlur,
  ...props
}: DecimalInputProps) {
  const theme = useTheme();
  const messageId = useId();
  const [draft, setDraft] = useState<{ text: string; value: DecimalString | null } | null>(null);
  // The refusal is shown while the value it left is the value: a quick button setting another hides it. It
  // stays over the digits typed after it (so "-7" shows 7 and why the minus went) until the player deletes,
  // or types again after leaving the field.
  const [refusal, setRefusal] = useState<{
    reason: NumericRefusal;
    value: DecimalString | null;
    typing: boolean;
  } | null>(null);
  // Digits typed after a refused one are refused too, while the field holds something to join them to.
  const [locked, setLocked] = useState(false);
  const rules = { min, max, allowNegative, decimalSeparator, decimals };
  // Zero shows empty (spec), typed too where no decimals can follow it; with decimals "0" leads to "0.5".
  const typedZero = value === '0' && decimals === 0;
  const shown =
    draft !== null && draft.value === value && !typedZero
      ? draft.text
      : formatNumericInput(value, decimalSeparator, decimals, padDecimals);
  const message =
    refusal !== null && refusal.value === value
      ? (refusalText?.[refusal.reason] ?? clientText(REFUSALS[refusal.reason]))
      : null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const deleting = text.length < shown.length;
    // Only typing on at the end joins digits to the refused one; a deletion or a new text is the player's fix.
    if (locked && refusal !== null && text.startsWith(shown) && !deleting) {
      setRefusal({ ...refusal, value });
      return;
    }
    const change = applyNumericChange(shown, text, rules);
    setLocked(change.refused !== null && change.text !== '');
    if (change.refused !== null) setRefusal({ reason: change.refused, value: change.value, typing: true });
    else if (refusal?.typing && text.startsWith(shown)) setRefusal({ ...refusal, value: change.value });
    else setRefusal(null);
    setDraft({ text: change.text, value: change.value });
    if (change.value !== value) onChange(change.value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setLocked(false);
    setRefusal((current) => (current === null ? null : { ...current, typing: false }));
    setDraft(null);
    const clamped = clampNumericValue(value, rules);
    if (clamped !== value) onChange(clamped);
    onBlur?.(event);
  };

  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <TextField
        {...props}
        label={label ?? ''}
        type="text"
        // A numeric keypad on phones, with the separator key when decimals are allowed; `pattern` must also
        // accept the separators shown, or a form holding the field would refuse to submit "1,000".
        inputMode={allowNegative ? 'text' : decimals > 0 ? 'decimal' : 'numeric'}
        pattern={allowNegative ? '-?[0-9.,]*' : '[0-9.,]*'}
        autoComplete="off"
        aria-invalid={message !== null}
        aria-describedby={messageId}
        value={shown}
        onChange={handleChange}
        onBlur={handleBlur}
      />
      <p
        id={messageId}
        role="status"
        // Two lines kept free, as an English reason with its unit takes two on a narrow phone.
        css={{ margin: 0, minHeight: 32, fontSize: 12, lineHeight: '16px', color: theme.color.danger }}
      >
        {message}
      </p>
    </div>
  );
}
