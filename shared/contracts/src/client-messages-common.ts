/** Words every app's dialogs and shared components use, with their English. Part of CLIENT_MESSAGES. */
export const COMMON_MESSAGES = {
  // The spec titles alerts and confirmations 알림.
  DIALOG_TITLE: { ko: '알림', en: 'Notice' },
  OK: { ko: '확인', en: 'OK' },
  CANCEL: { ko: '취소', en: 'Cancel' },
  CLOSE: { ko: '닫기', en: 'Close' },
  RETRY: { ko: '다시 시도', en: 'Try again' },
  NOTICE: { ko: '공지사항', en: 'Notice' },
  NOTICE_FAILED: { ko: '공지사항을 불러오지 못했습니다.', en: 'The notice could not be loaded.' },
  COIN_SELECT: { ko: '코인 선택', en: 'Select a coin' },
} as const;
