/**
 * The partner screen's words (/more/partner: the summary, the referral link, profits, sub-partners, players and the
 * sub-partner form), with their English. Part of CLIENT_MESSAGES.
 */
export const PARTNER_MESSAGES = {
  TITLE_PARTNER: { ko: '파트너', en: 'Partner' },
  PARTNER_ONLY: {
    ko: '파트너 계정만 이용할 수 있는 화면입니다.',
    en: 'Only partner accounts can open this page.',
  },

  PARTNER_SUMMARY: { ko: '내 파트너 정보', en: 'My partner account' },
  PARTNER_CODE: { ko: '파트너 코드', en: 'Partner code' },
  PARTNER_SHARE_RATE: { ko: '수익 배분율', en: 'Share rate' },
  PARTNER_LEVEL: { ko: '등급', en: 'Level' },
  PARTNER_LEVEL_VALUE: { ko: '{level}단계', en: 'Lv. {level}' },
  PARTNER_COUNT_VALUE: { ko: '{count}명', en: '{count}' },
  PARTNER_REFERRAL_LINK: { ko: '추천 링크', en: 'Referral link' },

  PARTNER_TABS: { ko: '파트너 내역', en: 'Partner lists' },
  PARTNER_TAB_PROFITS: { ko: '수익 내역', en: 'Profits' },
  PARTNER_TAB_CHILDREN: { ko: '하위 파트너', en: 'Sub-partners' },
  PARTNER_TAB_PLAYERS: { ko: '회원', en: 'Players' },

  PARTNER_PROFIT_WHOSE: { ko: '수익 구분', en: 'Whose profits' },
  PARTNER_PROFIT_MINE: { ko: '내 수익', en: 'Mine' },
  PARTNER_PROFIT_CHILDREN: { ko: '하위 파트너 수익', en: "Sub-partners'" },
  PARTNER_PROFIT_TYPE: { ko: '수익 종류', en: 'Profit type' },
  PARTNER_TYPE_ALL: { ko: '전체', en: 'All' },
  PARTNER_TYPE_BINARY: { ko: '바이너리', en: 'Binary' },
  PARTNER_TYPE_OVERSEA: { ko: '해외선물', en: 'Overseas' },
  PARTNER_TYPE_FUTURES: { ko: '코인선물', en: 'Futures' },
  PARTNER_TYPE_COPYTRADE: { ko: '카피트레이딩', en: 'Copy trading' },
  PARTNER_PERIOD: { ko: '조회 기간', en: 'Period' },
  PARTNER_PERIOD_START: { ko: '시작일', en: 'From' },
  PARTNER_PERIOD_END: { ko: '종료일', en: 'To' },
  PARTNER_PERIOD_REVERSED: {
    ko: '시작일이 종료일보다 늦습니다.',
    en: 'The start day is after the end day.',
  },
  PARTNER_PERIOD_FUTURE: {
    ko: '오늘 이후의 날짜는 조회할 수 없습니다.',
    en: 'Days after today cannot be searched.',
  },
  PARTNER_PROFIT_LIST: { ko: '수익 내역 목록', en: 'Profit list' },
  PARTNER_PROFIT_EMPTY: { ko: '기간 내 수익 내역이 없습니다.', en: 'No profits in this period.' },
  PARTNER_PROFIT_BASE: { ko: '기준 금액', en: 'Base' },
  PARTNER_PROFIT_RATE: { ko: '배분율', en: 'Rate' },
  PARTNER_PROFIT_PARTNER: { ko: '파트너 {code}', en: 'Partner {code}' },
  PARTNER_LIST_MORE: { ko: '더보기', en: 'Show more' },

  PARTNER_CHILDREN_EMPTY: { ko: '하위 파트너가 없습니다.', en: 'You have no sub-partners.' },
  PARTNER_CHILD_COUNTS: {
    ko: '하위 파트너 {children}명 · 회원 {players}명',
    en: '{children} sub-partners · {players} players',
  },
  PARTNER_PLAYERS_EMPTY: {
    ko: '추천 코드로 가입한 회원이 없습니다.',
    en: 'No players have joined with your code yet.',
  },
  PARTNER_JOINED: { ko: '가입일 {day}', en: 'Joined {day}' },
  PARTNER_STATUS_NORMAL: { ko: '정상', en: 'Active' },
  PARTNER_STATUS_WAIT: { ko: '승인대기', en: 'Awaiting approval' },
  PARTNER_STATUS_DENY: { ko: '이용정지', en: 'Suspended' },

  PARTNER_CREATE: { ko: '하위 파트너 등록', en: 'Add a sub-partner' },
  PARTNER_CREATE_SUBMIT: { ko: '등록', en: 'Add' },
  PARTNER_CREATED: { ko: '하위 파트너가 등록되었습니다.', en: 'The sub-partner has been added.' },
  PARTNER_CODE_RULE: {
    ko: '파트너 코드는 영문, 숫자, _, - 3~30자입니다.',
    en: 'Partner codes are 3-30 letters, digits, _ or -.',
  },
  PARTNER_RATE_INPUT: { ko: '수익 배분율 (%)', en: 'Share rate (%)' },
  PARTNER_RATE_RULE: {
    ko: '수익 배분율은 0~{max}% 사이로 입력해주세요.',
    en: 'Enter a share rate from 0 to {max}%.',
  },
} as const;
