/**
 * The more area's words (menu, notices, messages, inquiries, account, settings, terms), with their English.
 * Part of CLIENT_MESSAGES.
 */
export const MORE_MESSAGES = {
  MORE_MENU: { ko: '더보기 메뉴', en: 'More menu' },
  MORE_GROUP_ACCOUNT: { ko: '내 계정', en: 'My account' },
  MORE_GROUP_SUPPORT: { ko: '고객센터', en: 'Help' },
  MORE_GROUP_ASSETS: { ko: '자산', en: 'Funds' },
  MORE_GROUP_POLICIES: { ko: '약관 및 정책', en: 'Terms and policies' },
  MORE_AREA_BINARY: { ko: '바이너리 옵션', en: 'Binary options' },

  NOTICE_SEARCH_LABEL: { ko: '공지사항 검색', en: 'Search notices' },
  NOTICE_SEARCH_PLACEHOLDER: { ko: '제목 또는 내용', en: 'Title or text' },
  SEARCH_SUBMIT: { ko: '검색', en: 'Search' },
  NOTICE_LIST_EMPTY: { ko: '공지사항이 없습니다.', en: 'There are no notices.' },
  NOTICE_SEARCH_EMPTY: { ko: '검색 결과가 없습니다.', en: 'Nothing matches your search.' },
  BACK_TO_LIST: { ko: '목록으로', en: 'Back to the list' },

  MESSAGES_READ_ALL: { ko: '모두 읽음', en: 'Mark all read' },
  MESSAGE_DELETE: { ko: '삭제', en: 'Delete' },
  MESSAGE_DELETE_CONFIRM: { ko: '이 메시지를 삭제하시겠습니까?', en: 'Delete this message?' },
  MESSAGE_UNREAD: { ko: '읽지 않음', en: 'Unread' },
  MESSAGE_OPEN_INQUIRY: { ko: '문의 보기', en: 'Open the inquiry' },

  INQUIRY_LIST_EMPTY: { ko: '문의 내역이 없습니다.', en: 'You have not asked anything yet.' },
  INQUIRY_ANSWERED: { ko: '답변완료', en: 'Answered' },
  INQUIRY_UNANSWERED: { ko: '답변대기', en: 'Awaiting answer' },
  INQUIRY_NEW_ANSWER: { ko: '새 답변', en: 'New answer' },
  INQUIRY_QUESTION: { ko: '문의 내용', en: 'Your question' },
  INQUIRY_ANSWER: { ko: '답변', en: 'Answer' },
  INQUIRY_PLACEHOLDER: { ko: '문의하실 내용을 입력해주세요.', en: 'Write your question here.' },
  INQUIRY_REQUIRED: { ko: '문의 내용을 입력해주세요.', en: 'Please write your question.' },
  INQUIRY_TOO_LONG: {
    ko: '문의 내용은 {max}자 이내로 입력해주세요.',
    en: 'Please keep your question within {max} characters.',
  },
  INQUIRY_LENGTH: { ko: '{count}/{max}자', en: '{count}/{max} characters' },
  INQUIRY_SEND: { ko: '문의 등록', en: 'Send question' },
  INQUIRY_SENT: { ko: '문의가 등록되었습니다.', en: 'Your question has been sent.' },
  INQUIRY_KINDS: { ko: '문의와 메시지', en: 'Inquiries and messages' },

  LIVECHAT_LOG: { ko: '상담 내용', en: 'Conversation' },
  LIVECHAT_EMPTY: {
    ko: '상담원에게 궁금한 점을 남겨주세요. 접속해 있지 않은 동안의 답변도 여기에서 볼 수 있습니다.',
    en: 'Ask our staff anything. Answers given while you are away wait for you here.',
  },
  LIVECHAT_OLDER: { ko: '이전 대화 보기', en: 'Show earlier messages' },
  LIVECHAT_INPUT: { ko: '메시지 입력', en: 'Message' },
  LIVECHAT_PLACEHOLDER: { ko: '메시지를 입력해주세요.', en: 'Write a message.' },
  LIVECHAT_SEND: { ko: '전송', en: 'Send' },
  LIVECHAT_TOO_LONG: {
    ko: '메시지는 {max}자 이내로 입력해주세요.',
    en: 'Please keep a message within {max} characters.',
  },
  LIVECHAT_OPERATOR: { ko: '상담원', en: 'Staff' },
  LIVECHAT_ME: { ko: '나', en: 'Me' },
  LIVECHAT_OPERATOR_TYPING: { ko: '상담원이 입력 중입니다…', en: 'Staff is typing…' },
  LIVECHAT_READ: { ko: '읽음', en: 'Read' },

  ECONOMIC_TODAY: { ko: '오늘', en: 'Today' },
  ECONOMIC_HIGH_ONLY: { ko: '중요도 높음만 보기', en: 'High importance only' },
  ECONOMIC_LIST: { ko: '경제지표 일정', en: 'Economic releases' },
  ECONOMIC_EMPTY: { ko: '이 날 발표되는 경제지표가 없습니다.', en: 'No releases on this day.' },
  ECONOMIC_IMPORTANCE: { ko: '중요도 {level}', en: 'Importance {level}' },
  ECONOMIC_ACTUAL: { ko: '실제', en: 'Actual' },
  ECONOMIC_FORECAST: { ko: '예측', en: 'Forecast' },
  ECONOMIC_PREVIOUS: { ko: '이전', en: 'Previous' },

  INVEST_STRATEGY: { ko: '투자전략', en: 'Strategies' },
  INVEST_PROMOTION: { ko: '프로모션', en: 'Promotions' },
  INVEST_EMPTY: { ko: '등록된 글이 없습니다.', en: 'Nothing has been posted yet.' },

  FAQ: { ko: '자주 묻는 질문', en: 'FAQ' },
  FAQ_EMPTY: { ko: '등록된 질문이 없습니다.', en: 'No questions have been posted yet.' },

  CURRENT_PASSWORD_LABEL: { ko: '현재 비밀번호', en: 'Current password' },
  NEW_PASSWORD_CONFIRM_LABEL: { ko: '새 비밀번호 확인', en: 'Confirm new password' },
  CURRENT_PASSWORD_REQUIRED: {
    ko: '현재 비밀번호를 입력해주세요.',
    en: 'Please enter your current password.',
  },
  PASSWORD_SAME_AS_CURRENT: {
    ko: '새 비밀번호가 현재 비밀번호와 같습니다.',
    en: 'The new password is the same as the current one.',
  },
  PASSWORD_CHANGED: { ko: '비밀번호가 변경되었습니다.', en: 'Your password has been changed.' },

  MYPAGE_PROFILE: { ko: '회원 정보', en: 'Profile' },
  NICK_CHANGE: { ko: '닉네임 변경', en: 'Change nickname' },
  NICK_RULE: { ko: '닉네임은 2~20자로 입력해주세요.', en: 'Nicknames are 2-20 characters.' },
  NICK_UNCHANGED: { ko: '지금 사용중인 닉네임입니다.', en: 'That is already your nickname.' },
  NICK_CHANGED: { ko: '닉네임이 변경되었습니다.', en: 'Your nickname has been changed.' },
  NOT_SET: { ko: '미등록', en: 'Not set' },
  EMAIL: { ko: '이메일', en: 'Email' },
  CHANGE_SUBMIT: { ko: '변경', en: 'Change' },

  SETTING_ORDER_DEFAULTS: { ko: '주문 기본값', en: 'Order defaults' },
  SETTING_ORDER_COUNTS: { ko: '빠른주문 수량 버튼', en: 'Quick order amounts' },
  SETTING_ORDER_COUNTS_HINT: {
    ko: '쉼표로 구분해 입력해주세요. 예: 1,3,5,10',
    en: 'Separate them with commas, e.g. 1,3,5,10',
  },
  SETTING_ORDER_COUNTS_INVALID: {
    ko: '1 이상의 정수를 쉼표로 구분해 {max}개까지 입력해주세요.',
    en: 'Enter up to {max} whole numbers of 1 or more, separated by commas.',
  },
  SETTING_SOUNDS: { ko: '알림음', en: 'Sounds' },
  SOUND_SUCCESS: { ko: '주문 완료', en: 'Order placed' },
  SOUND_CANCEL: { ko: '주문 취소', en: 'Order cancelled' },
  SOUND_FILLED: { ko: '주문 체결', en: 'Order filled' },
  SETTING_BET_END_ALARM: { ko: '베팅 마감 알림', en: 'Betting closes alarm' },
  SETTING_TPSL: { ko: '기본 익절/손절 (%)', en: 'Default take-profit / stop-loss (%)' },
  TAKE_PROFIT_LABEL: { ko: '익절 %', en: 'Take-profit %' },
  STOP_LOSS_LABEL: { ko: '손절 %', en: 'Stop-loss %' },
  SETTING_TPSL_INVALID: {
    ko: '익절과 손절은 1~1000% 사이로 입력해주세요.',
    en: 'Take-profit and stop-loss must be between 1 and 1000%.',
  },
  SETTING_THEME: { ko: '테마', en: 'Theme' },
  THEME_DARK: { ko: '다크', en: 'Dark' },
  THEME_LIGHT: { ko: '라이트', en: 'Light' },
  SETTING_SAVE: { ko: '저장', en: 'Save' },
  SETTING_SAVED: { ko: '저장되었습니다.', en: 'Saved.' },
  SETTING_DEFAULTS: { ko: '기본값으로', en: 'Restore defaults' },

  STATIC_EMPTY: { ko: '등록된 내용이 없습니다.', en: 'Nothing has been published yet.' },
} as const;
