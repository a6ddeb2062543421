import type { TradeOption } from '@bx/contracts';
import { queryState, siteLang } from '@bx/platform';
import { gameTypeLabel, ListState, optionName } from '@bx/ui';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useChangeTradeOption } from '../api/change-options';
import { useAllTradeOptions } from '../api/get-trade-options';

import { OptionCard, OptionRows, switchQuestion } from './option-card';
import { TradeTermsForm } from './trade-terms-form';
import { adminText } from '../../../shared/admin-text';

/**
 * 바이너리: every binary/rent option, on or off. Playable when isPlay and isStop are both 1 (isStop 0 is the
 * spec's stop, shown as 중지 switched on); the payout rate, minimum and unit are saved together.
 */
export function TradeOptionList() {
  const options = useAllTradeOptions();
  return (
    <ListState list={queryState(options)} error={options.error} empty={adminText('OPS_NO_OPTIONS')}>
      {(rows) => (
        <OptionRows label={adminText('OPS_SECTION_BINARY')}>
          {rows.map((option) => (
            <TradeOptionRow key={option.id} option={option} />
          ))}
        </OptionRows>
      )}
    </ListState>
  );
}

function TradeOptionRow({ option }: { option: TradeOption }) {
  const change = useChangeTradeOption();
  const name = optionName(option, siteLang());
  const tag = gameTypeLabel(option.type, siteLang());
  const playing = option.isPlay === 1;
  const stopped = option.isStop === 0;
  const live = playing && !stopped;

  const flip = (field: 'play' | 'stop', on: boolean) =>
    void runConfirmed(
      switchQuestion(`${name} ${tag}`, field, on),
      () =>
        change.mutateAsync(
          field === 'play'
            ? { tradeOptionId: option.id, isPlay: on ? 1 : 0 }
            : { tradeOptionId: option.id, isStop: on ? 0 : 1 },
        ),
      () => adminText('OPS_OPTION_SAVED', { name: `${name} ${tag}` }),
    );

  return (
    <OptionCard
      testId={`option-trade-${option.id}`}
      name={name}
      stock={option.stock}
      tag={tag}
      state={{
        label: adminText(!playing ? 'OPS_STATE_OFF' : stopped ? 'OPS_STATE_STOPPED' : 'OPS_STATE_LIVE'),
        live,
      }}
      switches={{ playing, stopped }}
      busy={change.isPending}
      onPlay={(on) => flip('play', on)}
      onStop={(on) => flip('stop', on)}
    >
      <TradeTermsForm key={`${option.payoutRate}|${option.minBet}|${option.betUnit}`} option={option} />
    </OptionCard>
  );
}
