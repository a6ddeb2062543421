/**
 * The more area's words (menu, notices, messages, inquiries, account, settings, terms), with their English.
 * Part of CLIENT_MESSAGES.
 */
export const MORE_MESSAGES = {
  FAQ: { ko: '자주 묻는 질문', en: 'FAQ' },
} as const;
