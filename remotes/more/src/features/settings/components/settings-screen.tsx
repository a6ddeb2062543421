import { DEFAULT_LOCAL_SETTINGS, useLocalSettings, useSiteFlags, type SoundFlag } from '@bx/platform';
import { Button, FormMessage, SwitchRow, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';

import { Screen } from '../../../shared/screen';
import { ORDER_COUNTS_LIMIT, orderCountsText, parseOrderCounts, parsePercent } from '../utils/order-counts';

import { ThemeChoice } from './theme-choice';
import { moreText } from '../../../shared/more-text';

const SOUNDS: { flag: SoundFlag; label: 'SOUND_SUCCESS' | 'SOUND_CANCEL' | 'SOUND_FILLED' }[] = [
  { flag: 'SUCCESS', label: 'SOUND_SUCCESS' },
  { flag: 'CANCEL', label: 'SOUND_CANCEL' },
  { flag: 'FILLED', label: 'SOUND_FILLED' },
];

/**
 * This device's settings, in the platform's one local settings store (`bx:settings`) that the trade screens,
 * the sound player and the theme read: switches and the theme apply at once, the numbers on "save" once they
 * pass their checks.
 */
export function SettingsScreen() {
  const [settings, update] = useLocalSettings();
  const flags = useSiteFlags();
  const orders = flags.overseas || flags.futures;
  return (
    <Screen>
      <Group title={moreText('SETTING_SOUNDS')}>
        {SOUNDS.map(({ flag, label }) => (
          <SwitchRow
            key={flag}
            label={moreText(label)}
            checked={settings.sound[flag]}
            onChange={(on) => update((current) => ({ ...current, sound: { ...current.sound, [flag]: on } }))}
          />
        ))}
        {flags.binary ? (
          <SwitchRow
            label={moreText('SETTING_BET_END_ALARM')}
            checked={settings.betEndAlarm}
            onChange={(on) => update({ betEndAlarm: on })}
          />
        ) : null}
      </Group>
      {orders ? <OrderDefaults /> : null}
      <Group title={moreText('SETTING_THEME')}>
        <ThemeChoice />
      </Group>
    </Screen>
  );
}

function OrderDefaults() {
  const [settings, update] = useLocalSettings();
  const [counts, setCounts] = useState(orderCountsText(settings.orderCnt));
  const [takeProfit, setTakeProfit] = useState(String(settings.tpsl.takeProfit));
  const [stopLoss, setStopLoss] = useState(String(settings.tpsl.stopLoss));
  const [message, setMessage] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const orderCnt = parseOrderCounts(counts);
    if (orderCnt === null) {
      setMessage({
        tone: 'bad',
        text: moreText('SETTING_ORDER_COUNTS_INVALID', { max: ORDER_COUNTS_LIMIT.buttons }),
      });
      return;
    }
    const tp = parsePercent(takeProfit);
    const sl = parsePercent(stopLoss);
    if (tp === null || sl === null) {
      setMessage({ tone: 'bad', text: moreText('SETTING_TPSL_INVALID') });
      return;
    }
    update({ orderCnt, tpsl: { takeProfit: tp, stopLoss: sl } });
    setCounts(orderCountsText(orderCnt));
    setMessage({ tone: 'good', text: moreText('SETTING_SAVED') });
  };

  const restore = () => {
    const { orderCnt, tpsl } = DEFAULT_LOCAL_SETTINGS;
    update({ orderCnt, tpsl });
    setCounts(orderCountsText(orderCnt));
    setTakeProfit(String(tpsl.takeProfit));
    setStopLoss(String(tpsl.stopLoss));
    setMessage({ tone: 'good', text: moreText('SETTING_SAVED') });
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setMessage(null);
  };

  return (
    <Group title={moreText('SETTING_ORDER_DEFAULTS')}>
      <form onSubmit={save} noValidate css={{ display: 'grid', gap: 12, padding: 14 }}>
        <TextField
          label={moreText('SETTING_ORDER_COUNTS')}
          inputMode="numeric"
          value={counts}
          onChange={(event) => edit(setCounts)(event.target.value)}
        />
        <small css={{ marginTop: -6, opacity: 0.7 }}>{moreText('SETTING_ORDER_COUNTS_HINT')}</small>
        <p css={{ margin: 0, fontSize: 14, fontWeight: 600 }}>{moreText('SETTING_TPSL')}</p>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10, '& input': { minWidth: 0 } }}>
          <TextField
            label={moreText('TAKE_PROFIT_LABEL')}
            inputMode="decimal"
            value={takeProfit}
            onChange={(event) => edit(setTakeProfit)(event.target.value)}
          />
          <TextField
            label={moreText('STOP_LOSS_LABEL')}
            inputMode="decimal"
            value={stopLoss}
            onChange={(event) => edit(setStopLoss)(event.target.value)}
          />
        </div>
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 }}>
          <Button variant="plain" onClick={restore}>
            {moreText('SETTING_DEFAULTS')}
          </Button>
          <Button type="submit">{moreText('SETTING_SAVE')}</Button>
        </div>
      </form>
    </Group>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section aria-label={title}>
      <h2 css={{ margin: '0 4px 6px', fontSize: 13, fontWeight: 600, color: theme.color.textMuted }}>
        {title}
      </h2>
      <div
        css={{
          borderRadius: theme.radius,
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          overflow: 'hidden',
          '& > button + button': { borderTop: `1px solid ${theme.color.border}` },
        }}
      >
        {children}
      </div>
    </section>
  );
}
