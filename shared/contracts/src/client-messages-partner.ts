/**
 * The partner screen's words (/more/partner: the summary, the referral link, profits, sub-partners, players and the
 * sub-partner form), with their English. Part of CLIENT_MESSAGES.
 */
export const PARTNER_MESSAGES = {
  TITLE_PARTNER: { ko: '파트너', en: 'Partner' },

  PARTNER_TABS: { ko: '파트너 내역', en: 'Partner lists' },
} as const;
