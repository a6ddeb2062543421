import type { CopyRecord } from '@bx/contracts';
import { Chip, ListRow, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { orderTime } from '../../../shared/order-time';
import { PagedRows } from '../../../shared/paged-rows';
import { RowAction } from '../../../shared/row-action';
import { pnlColour } from '../../../shared/pnl-colour';
import { signedUsdtText, usdtText } from '../../../shared/usdt';
import { useCloseCopyPositionMutation } from '../api/close-copy-position';
import { useCopyRecords } from '../api/get-copy-records';
import {
  closableRecordIds,
  isClosable,
  type ClosableRecord,
  RECORD_KIND_LABELS,
  RECORD_STATUS_LABELS,
  recordLines,
  recordStock,
} from '../utils/record-text';
import { futuresText } from '../../../shared/futures-text';

/**
 * The player's copies of their trader's fills, newest first: filled ones with their size, price and margin, the
 * realized PnL of a close, the fee and the PnL after it (as the trader's is counted); skipped ones with the reason; a filled open whose contract is still held, and that no
 * later copied close took, offers to close its position at market. `openOptionIds`: the contracts the player holds
 * a position in now.
 */
export function CopyRecordList({ openOptionIds }: { openOptionIds: ReadonlySet<number> }) {
  const query = useCopyRecords();
  const closable = closableRecordIds(query.data?.pages.flatMap((page) => page.content) ?? [], openOptionIds);
  const closing = useCloseCopyPositionMutation();
  const close = (record: ClosableRecord) =>
    closing.run(
      {
        futuresFollowerOrderId: record.futuresFollowerOrderId,
        futuresTraderOrderId: record.futuresTraderOrderId,
      },
      { confirm: futuresText('CT_CLOSE_CONFIRM', { stock: recordStock(record) }) },
    );
  return (
    <PagedRows
      query={query}
      label={futuresText('CT_TITLE_HISTORY')}
      empty={futuresText('CT_RECORDS_EMPTY')}
      renderRow={(record) => (
        <CopyRecordRow
          key={record.id}
          record={record}
          action={
            isClosable(record, closable) ? (
              <RowAction
                rowKey={record.futuresFollowerOrderId}
                pending={closing.running?.futuresFollowerOrderId ?? null}
                onClick={() => void close(record)}
              >
                {futuresText('CT_CLOSE')}
              </RowAction>
            ) : null
          }
        />
      )}
    />
  );
}

function CopyRecordRow({ record, action }: { record: CopyRecord; action: ReactNode }) {
  const theme = useTheme();
  const skipped = record.status === 'SKIPPED';
  return (
    <ListRow
      data-testid="copy-record"
      data-record-id={record.id}
      data-status={record.status}
      data-kind={record.kind}
      action={action}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
        <strong css={{ fontSize: 14 }}>{recordStock(record)}</strong>
        <span css={{ fontSize: 12, fontWeight: 700 }}>{futuresText(RECORD_KIND_LABELS[record.kind])}</span>
        <Chip tone={skipped ? 'muted' : 'accent'}>{futuresText(RECORD_STATUS_LABELS[record.status])}</Chip>
        <span css={{ fontSize: 12, color: theme.color.textMuted }}>{record.traderName}</span>
      </div>
      {recordLines(record).map((line) => (
        <span
          key={line}
          data-testid={skipped ? 'copy-record-reason' : undefined}
          css={{ ...tabular, fontSize: 12, color: skipped ? theme.color.danger : theme.color.text }}
        >
          {line}
        </span>
      ))}
      {record.realizedPnl !== null ? (
        <span css={{ ...tabular, fontSize: 12, color: pnlColour(theme, record.realizedPnl) }}>
          {futuresText('CT_RECORD_REALIZED', { amount: signedUsdtText(record.realizedPnl) })}
        </span>
      ) : null}
      {skipped ? null : (
        <span
          data-testid="copy-record-pnl"
          css={{ ...tabular, fontSize: 12, fontWeight: 700, color: pnlColour(theme, record.pnl) }}
        >
          {futuresText('CT_RECORD_FEE_PNL', { fee: usdtText(record.fee), pnl: signedUsdtText(record.pnl) })}
        </span>
      )}
      <span css={{ ...tabular, fontSize: 11, color: theme.color.textMuted }}>
        {orderTime(record.createdAt)}
      </span>
    </ListRow>
  );
}
