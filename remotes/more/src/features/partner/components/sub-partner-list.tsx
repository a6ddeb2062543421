import type { Partner } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { Button } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { LoadState } from '../../../shared/list-state';
import { RowList } from '../../../shared/row-list';
import { useSubPartners } from '../api/get-sub-partners';
import { formatShareRate } from '../utils/share-rate';

import { AccountRow } from './account-row';
import { SubPartnerSheet } from './sub-partner-sheet';
import { moreText } from '../../../shared/more-text';

/** 하위 파트너: the partner's direct sub-partners with their rates and counts, and the way to add one. */
export function SubPartnerList({ parent }: { parent: Partner }) {
  const theme = useTheme();
  const children = useSubPartners();
  const [adding, setAdding] = useState(false);
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <Button variant="plain" onClick={() => setAdding(true)}>
        {moreText('PARTNER_CREATE')}
      </Button>
      <LoadState
        state={queryState(children)}
        error={children.error}
        empty={moreText('PARTNER_CHILDREN_EMPTY')}
      >
        {(partners: Partner[]) => (
          <RowList label={moreText('PARTNER_TAB_CHILDREN')}>
            {partners.map((partner) => (
              <li key={partner.id}>
                <AccountRow
                  title={
                    <>
                      <strong>{partner.code}</strong>{' '}
                      <span css={{ color: theme.color.textMuted }}>{partner.name}</span>
                    </>
                  }
                  figure={
                    <strong css={{ color: theme.color.accent, fontSize: 14 }}>
                      {formatShareRate(partner.shareRate)}
                    </strong>
                  }
                  status={partner.status}
                  detail={moreText('PARTNER_CHILD_COUNTS', {
                    children: partner.childCount,
                    players: partner.playerCount,
                  })}
                />
              </li>
            ))}
          </RowList>
        )}
      </LoadState>
      {adding ? <SubPartnerSheet maxRate={parent.shareRate} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
