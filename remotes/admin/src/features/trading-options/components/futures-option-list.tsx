import type { AdminFuturesOptionRow } from '@bx/contracts';
import { queryState, siteLang } from '@bx/platform';
import { ListState, optionName } from '@bx/ui';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useChangeFuturesOption } from '../api/change-options';
import { useAdminFuturesOptions } from '../api/get-futures-options';

import { LeverageForm } from './leverage-form';
import { OptionCard, OptionRows, switchQuestion } from './option-card';
import { adminText } from '../../../shared/admin-text';

/**
 * 선물: every perpetual contract with its switches and leverage cap. 운영 off takes it off the lists and closes
 * it; 중지 takes only orders that reduce a position.
 */
export function FuturesOptionList() {
  const options = useAdminFuturesOptions();
  return (
    <ListState list={queryState(options)} error={options.error} empty={adminText('OPS_NO_OPTIONS')}>
      {(rows) => (
        <OptionRows label={adminText('OPS_SECTION_FUTURES')}>
          {rows.map((option) => (
            <FuturesOptionRowView key={option.id} option={option} />
          ))}
        </OptionRows>
      )}
    </ListState>
  );
}

function FuturesOptionRowView({ option }: { option: AdminFuturesOptionRow }) {
  const change = useChangeFuturesOption();
  const name = optionName(option, siteLang());
  const { isPlay: playing, isStop: stopped } = option;

  const flip = (field: 'play' | 'stop', on: boolean) =>
    void runConfirmed(
      switchQuestion(name, field, on),
      () =>
        change.mutateAsync(
          field === 'play'
            ? { futuresOptionId: option.id, isPlay: on }
            : { futuresOptionId: option.id, isStop: on },
        ),
      () => adminText('OPS_OPTION_SAVED', { name }),
    );

  return (
    <OptionCard
      testId={`option-futures-${option.id}`}
      name={name}
      stock={option.stock}
      tag={`${option.maxLeverage}x`}
      state={{
        label: adminText(!playing ? 'OPS_STATE_OFF' : stopped ? 'OPS_STATE_REDUCE_ONLY' : 'OPS_STATE_LIVE'),
        live: playing && !stopped,
      }}
      switches={{ playing, stopped }}
      busy={change.isPending}
      onPlay={(on) => flip('play', on)}
      onStop={(on) => flip('stop', on)}
    >
      <LeverageForm
        key={option.maxLeverage}
        optionId={option.id}
        current={option.maxLeverage}
        highest={option.highestLeverage}
      />
    </OptionCard>
  );
}
