/**
 * Copy trading (/copytrade, /copytrade/trader/{id}, /copytrade/follow/{id}, /copytrade/my, /copytrade/history):
 * the trader ranking, a trader's page, the follow form, the player's follows and followers, the copy records and
 * the realtime notices of a mirrored fill, with their English. {name} parts are filled in where shown. Part of
 * CLIENT_MESSAGES; codes start CT_ so none reads like a server error code (COPY_*, FOLLOW_*). The form's own checks
 * say the server's words (ERROR_MESSAGES of FOLLOW_*), so the two never disagree.
 */
export const COPYTRADE_MESSAGES = {
  CT_TITLE: { ko: '카피트레이딩', en: 'Copy trading' },
  CT_TITLE_TRADER: { ko: '트레이더 정보', en: 'Trader' },
  CT_TITLE_FOLLOW: { ko: '팔로우 설정', en: 'Follow settings' },
  CT_TITLE_MY: { ko: '내 팔로우', en: 'My follows' },
  CT_TITLE_HISTORY: { ko: '카피 내역', en: 'Copy records' },
  CT_TAB: { ko: '카피', en: 'Copy' },
} as const;
