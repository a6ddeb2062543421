import type { AdminOverseaOptionRow } from '@bx/contracts';
import { queryState, siteLang } from '@bx/platform';
import { ListState, optionName, SwitchRow } from '@bx/ui';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useChangeOverseaOption } from '../api/change-options';
import { useAdminOverseaOptions } from '../api/get-oversea-options';

import { OptionCard, OptionRows, switchQuestion } from './option-card';
import { adminText } from '../../../shared/admin-text';

/**
 * 해외선물: every option with its switches. 운영 off takes it off the lists; 중지 refuses new orders (positions
 * still close); 오버나잇 허용 lets players keep positions past the session.
 */
export function OverseaOptionList() {
  const options = useAdminOverseaOptions();
  return (
    <ListState list={queryState(options)} error={options.error} empty={adminText('OPS_NO_OPTIONS')}>
      {(rows) => (
        <OptionRows label={adminText('OPS_SECTION_OVERSEA')}>
          {rows.map((row) => (
            <OverseaOptionRow key={row.id} row={row} />
          ))}
        </OptionRows>
      )}
    </ListState>
  );
}

function OverseaOptionRow({ row }: { row: AdminOverseaOptionRow }) {
  const change = useChangeOverseaOption();
  const name = optionName(row, siteLang());

  const flip = (field: 'play' | 'stop', on: boolean) =>
    void runConfirmed(
      switchQuestion(name, field, on),
      () =>
        change.mutateAsync(
          field === 'play'
            ? { overseaOptionId: row.id, isPlay: on }
            : { overseaOptionId: row.id, isStop: on },
        ),
      () => adminText('OPS_OPTION_SAVED', { name }),
    );
  const overnight = (on: boolean) =>
    void runConfirmed(
      null,
      () => change.mutateAsync({ overseaOptionId: row.id, overnightAllowed: on }),
      () => adminText('OPS_OPTION_SAVED', { name }),
    );

  return (
    <OptionCard
      testId={`option-oversea-${row.id}`}
      name={name}
      stock={row.stock}
      state={{
        label: adminText(!row.isPlay ? 'OPS_STATE_OFF' : row.isRest ? 'OPS_STATE_RESTING' : 'OPS_STATE_LIVE'),
        live: row.isPlay && !row.isRest,
      }}
      switches={{ playing: row.isPlay, stopped: row.isStop }}
      busy={change.isPending}
      onPlay={(on) => flip('play', on)}
      onStop={(on) => flip('stop', on)}
    >
      <SwitchRow
        label={adminText('OPS_OVERNIGHT')}
        checked={row.overnightAllowed}
        busy={change.isPending}
        onChange={overnight}
      />
    </OptionCard>
  );
}
