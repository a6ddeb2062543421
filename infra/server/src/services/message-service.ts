import type { Contact, Message, NewMessageEvent, UnreadCounts } from '@bx/contracts';

import type { AccessClaims } from '../auth/access-token.js';
import type { Clock } from '../clock.js';
import { sanitizeHtml } from '../content/sanitize-html.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { Repositories } from '../repositories/repositories.js';
import { MessageRefusal } from './message-refusal.js';

/** The destination publishToUser takes; subscribers read it as /user/queue/new_message. */
const NEW_MESSAGE = '/queue/new_message';

export interface PageOf<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
}

/** A player's messages and inquiries, and the operator's side of them. */
export function createMessageService(deps: { repos: Repositories; clock: Clock; realtime: Realtime }) {
  const { repos, clock, realtime } = deps;

  /** A player of the operator's site (any role but ADMIN may receive messages). */
  async function requirePlayerOfSite(siteId: number, playerId: number) {
    const player = await repos.users.findById(playerId);
    if (player === undefined || player.siteId !== siteId) throw new MessageRefusal('USER_NOT_FOUND');
    return player;
  }

  return {
    requirePlayerOfSite,

    unreadCounts(caller: AccessClaims): Promise<UnreadCounts> {
      return repos.messages.unreadCounts(caller.userId);
    },

    async listMessages(caller: AccessClaims, page: number, size: number): Promise<PageOf<Message>> {
      return { ...(await repos.messages.listMessages(caller.userId, page, size)), page, size };
    },

    async readAll(caller: AccessClaims): Promise<{ updated: number }> {
      return { updated: await repos.messages.markAllRead(caller.userId) };
    },

    async deleteMessage(caller: AccessClaims, id: number): Promise<void> {
      if (!(await repos.messages.softDelete(caller.userId, id, new Date(clock.now())))) {
        throw new MessageRefusal('MESSAGE_NOT_FOUND');
      }
    },

    async listContacts(caller: AccessClaims, page: number, size: number): Promise<PageOf<Contact>> {
      return { ...(await repos.messages.listContacts(caller.userId, page, size)), page, size };
    },

    async hasUnreadAnswer(caller: AccessClaims): Promise<{ unread: boolean }> {
      return { unread: await repos.messages.hasUnreadAnswer(caller.userId) };
    },

    /** The caller's own inquiry; opening it marks its answer read. Others' inquiries are "not found". */
    async openContact(caller: AccessClaims, id: number): Promise<Contact> {
      const contact = await repos.messages.findContact(id);
      if (contact === undefined || contact.playerId !== caller.userId)
        throw new MessageRefusal('CONTACT_NOT_FOUND');
      if (contact.answer !== null && !contact.isAnswerRead) await repos.messages.markAnswerRead(id);
      const { siteId: _siteId, ...view } = contact;
      return { ...view, isAnswerRead: true };
    },

    async createContact(
      caller: AccessClaims,
      input: { playerId: number; question: string },
    ): Promise<Contact> {
      if (input.playerId !== caller.userId) throw new MessageRefusal('NO_PERMISSION');
      const question = input.question.trim();
      if (question === '') throw new MessageRefusal('VALIDATION', { detail: 'body.question' });
      return repos.messages.insertContact({ siteId: caller.siteId, playerId: caller.userId, question });
    },

    /** Stores the answer and tells the player on /user/queue/new_message. */
    async answerContact(admin: AccessClaims, input: { id: number; answer: string }): Promise<Contact> {
      const contact = await repos.messages.findContact(input.id);
      if (contact === undefined || contact.siteId !== admin.siteId)
        throw new MessageRefusal('CONTACT_NOT_FOUND');
      const answer = input.answer.trim();
      if (answer === '') throw new MessageRefusal('VALIDATION', { detail: 'body.answer' });
      await repos.messages.answerContact(input.id, {
        text: answer,
        adminId: admin.userId,
        at: new Date(clock.now()),
      });
      const event: NewMessageEvent = { type: 'answer', data: { id: input.id } };
      realtime.publishToUser(contact.playerId, NEW_MESSAGE, event);
      const { siteId: _siteId, ...view } = (await repos.messages.findContact(input.id))!;
      return view;
    },

    /** A message from the operator to one player, pushed as {type: 'create', data: {id}}. */
    async sendMessage(
      admin: AccessClaims,
      input: { playerId: number; title: string; content: string },
    ): Promise<{ id: number }> {
      await requirePlayerOfSite(admin.siteId, input.playerId);
      const id = await repos.messages.insertMessage({
        siteId: admin.siteId,
        playerId: input.playerId,
        type: 'create',
        title: input.title.trim(),
        content: sanitizeHtml(input.content),
      });
      const event: NewMessageEvent = { type: 'create', data: { id } };
      realtime.publishToUser(input.playerId, NEW_MESSAGE, event);
      return { id };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
