import { formatAmount, formatKstDateTime } from '@bx/contracts';

import { clientText, queryState } from '@bx/platform';

import { Button, cardStyle, Chip, ListState, tabular, walletName } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { runConfirmed } from '../../../shared/run-confirmed';

import { useExpireCoupon } from '../api/expire-coupon';

import { useCoupons, type AdminCoupon } from '../api/get-coupons';

import { couponState } from '../utils/coupon-form';

import { adminText } from '../../../shared/admin-text';

const STATE_LABELS = {
  LIVE: 'OPS_COUPON_LIVE',
  USED_UP: 'OPS_COUPON_USED_UP',
  EXPIRED: 'OPS_COUPON_EXPIRED',
} as const;

/** The site's codes, newest first: amount, where it pays, uses of the limit, expiry; a live one has 만료. */
export function CouponList() {
  const coupons = useCoupons();
  return (
    <ListState list={queryState(coupons)} error={coupons.error} empty={adminText('OPS_NO_COUPONS')}>
      {(rows) => (
        <ul aria-label={adminText('OPS_COUPONS')} css={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}>
          {[...rows]
            .sort((a, b) => b.id - a.id)
            .map((coupon) => (
              <CouponRow key={coupon.id} coupon={coupon} />
            ))}
        </ul>
      )}
    </ListState>
  );
}

function CouponRow({ coupon }: { coupon: AdminCoupon }) {
  const theme = useTheme();
  const expire = useExpireCoupon();
  const state = couponState(coupon, Date.now());
  const amount =
    coupon.currency === 'KRW'
      ? clientText('DNW_AMOUNT_KRW', { amount: formatAmount(coupon.point, 0) })
      : `${formatAmount(coupon.point)} ${coupon.currency}`;

  const end = () =>
    void runConfirmed(
      adminText('OPS_COUPON_EXPIRE_CONFIRM', { code: coupon.promoCode }),
      () => expire.mutateAsync(coupon.promoCode),
      () => adminText('OPS_COUPON_EXPIRED_DONE', { code: coupon.promoCode }),
    );

  const muted = { fontSize: 12, color: theme.color.textMuted } as const;
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <article aria-label={coupon.promoCode} css={{ ...cardStyle(theme), gap: 6 }}>
        <header css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <strong css={{ minWidth: 0, fontSize: 15, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {coupon.promoCode}
          </strong>
          <Chip tone={state === 'LIVE' ? 'accent' : 'muted'}>{adminText(STATE_LABELS[state])}</Chip>
          <strong css={{ ...tabular, marginLeft: 'auto', fontSize: 15, whiteSpace: 'nowrap' }}>
            {amount}
          </strong>
        </header>
        <span css={muted}>
          {coupon.wallet
            ? adminText('OPS_COUPON_INTO', { wallet: walletName(coupon.wallet) })
            : adminText('OPS_COUPON_PICK', { currency: coupon.currency })}
          {' · '}
          <span css={tabular}>
            {adminText('OPS_COUPON_USES', { uses: coupon.uses, max: coupon.maxUses })}
          </span>
        </span>
        <span css={muted}>
          {adminText('OPS_EXPIRES_AT')}{' '}
          <time dateTime={new Date(coupon.expiresAt).toISOString()} css={tabular}>
            {formatKstDateTime(coupon.expiresAt)}
          </time>
        </span>
        {state === 'EXPIRED' ? null : (
          <Button variant="plain" size="small" busy={expire.isPending} onClick={end}>
            {adminText('OPS_COUPON_EXPIRE')}
          </Button>
        )}
      </article>
    </li>
  );
}
