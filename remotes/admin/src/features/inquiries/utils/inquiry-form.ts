import type { AdminMessageCode } from '../../../shared/admin-text';

export const ANSWER_MAX = 4000;
export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_MAX = 20_000;

/** An answer of 1 to 4,000 characters once trimmed. */
export function answerProblem(text: string): AdminMessageCode | null {
  const answer = text.trim();
  if (answer === '') return 'OPS_ANSWER_REQUIRED';
  return answer.length > ANSWER_MAX ? 'OPS_ANSWER_TOO_LONG' : null;
}

export interface MessageForm {
  playerId: string;
  title: string;
  content: string;
}

export type MessageProblems = Partial<Record<keyof MessageForm, AdminMessageCode>>;

/**
 * A message to a player as POST /api/admin/message takes it ({playerId, title 1-200, content 1-20,000}), or each
 * field's problem.
 */
export function messageRequest(form: MessageForm): {
  request: { playerId: number; title: string; content: string } | null;
  problems: MessageProblems;
} {
  const problems: MessageProblems = {};
  const id = form.playerId.trim().replace(/^#/, '');
  if (!/^[1-9]\d{0,8}$/.test(id)) problems.playerId = 'OPS_PLAYER_ID_INVALID';
  const title = form.title.trim();
  if (title === '') problems.title = 'OPS_TITLE_REQUIRED';
  else if (title.length > MESSAGE_TITLE_MAX) problems.title = 'OPS_TITLE_TOO_LONG';
  const content = form.content.trim();
  if (content === '') problems.content = 'OPS_CONTENT_REQUIRED';
  else if (content.length > MESSAGE_MAX) problems.content = 'OPS_CONTENT_TOO_LONG';
  if (Object.keys(problems).length > 0) return { request: null, problems };
  return { request: { playerId: Number(id), title, content }, problems };
}
