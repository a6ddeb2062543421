import type { Partner } from '@bx/contracts';
import { cardStyle, CopyButton } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { referralLink } from '../utils/partner-labels';
import { formatShareRate } from '../utils/share-rate';
import { moreText } from '../../../shared/more-text';

/** The partner's card: its code and rate first, its level and counts, and the referral link to share. */
export function PartnerSummary({ partner }: { partner: Partner }) {
  const theme = useTheme();
  const link = referralLink(window.location.origin, partner.code);
  const linkLabel = moreText('PARTNER_REFERRAL_LINK');
  return (
    <section aria-label={moreText('PARTNER_SUMMARY')} css={{ ...cardStyle(theme), gap: 14 }}>
      <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 12, margin: 0 }}>
        <Figure label={moreText('PARTNER_CODE')}>
          <span css={{ fontSize: 20, fontWeight: 700, overflowWrap: 'anywhere' }}>{partner.code}</span>
        </Figure>
        <Figure label={moreText('PARTNER_SHARE_RATE')} end>
          <span css={{ fontSize: 20, fontWeight: 700, color: theme.color.accent }}>
            {formatShareRate(partner.shareRate)}
          </span>
        </Figure>
      </dl>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          margin: 0,
          borderRadius: theme.radius,
          background: theme.color.surfaceRaised,
          '& > div': { padding: '10px 8px', textAlign: 'center' },
          '& > div + div': { borderLeft: `1px solid ${theme.color.border}` },
        }}
      >
        <Figure label={moreText('PARTNER_LEVEL')}>
          {moreText('PARTNER_LEVEL_VALUE', { level: partner.level })}
        </Figure>
        <Figure label={moreText('PARTNER_TAB_CHILDREN')}>
          {moreText('PARTNER_COUNT_VALUE', { count: partner.childCount })}
        </Figure>
        <Figure label={moreText('PARTNER_TAB_PLAYERS')}>
          {moreText('PARTNER_COUNT_VALUE', { count: partner.playerCount })}
        </Figure>
      </dl>
      <div css={{ display: 'grid', gap: 6 }}>
        <span css={{ fontSize: 13, color: theme.color.textMuted }}>{linkLabel}</span>
        <div
          css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'center' }}
        >
          <output
            aria-label={linkLabel}
            css={{
              minWidth: 0,
              padding: '8px 10px',
              borderRadius: theme.radius,
              border: `1px solid ${theme.color.border}`,
              background: theme.color.background,
              fontSize: 14,
              overflowWrap: 'anywhere',
              userSelect: 'all',
            }}
          >
            {link}
          </output>
          <CopyButton value={link} what={linkLabel} />
        </div>
      </div>
    </section>
  );
}

/** One labelled figure of the card: the label small above its value. */
function Figure({ label, end = false, children }: { label: string; end?: boolean; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: 2, minWidth: 0, textAlign: end ? 'right' : undefined }}>
      <dt css={{ fontSize: 12, color: theme.color.textMuted }}>{label}</dt>
      <dd css={{ margin: 0, fontSize: 15, fontWeight: 600 }}>{children}</dd>
    </div>
  );
}
