import type { UserStatus } from '@bx/contracts';
import { Chip } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { rowGrid } from '../../../shared/row-grid';
import { STATUS_LABELS } from '../utils/partner-labels';
import { moreText } from '../../../shared/more-text';

/**
 * A row of the partner's accounts (a sub-partner, a player): its name and the line under it on the left, a
 * figure (a rate) and its state on the right.
 */
export function AccountRow({
  title,
  detail,
  figure,
  status,
}: {
  title: ReactNode;
  detail: ReactNode;
  figure?: ReactNode;
  status: UserStatus;
}) {
  const theme = useTheme();
  return (
    <div css={rowGrid}>
      <span
        css={{
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontSize: 15,
        }}
      >
        {title}
      </span>
      <span css={{ display: 'flex', alignItems: 'center', gap: 6, justifySelf: 'end' }}>
        {figure}
        <Chip tone={status === 'NORMAL' ? 'accent' : 'muted'}>{moreText(STATUS_LABELS[status])}</Chip>
      </span>
      <small css={{ gridColumn: '1 / -1', fontSize: 12, color: theme.color.textMuted }}>{detail}</small>
    </div>
  );
}
