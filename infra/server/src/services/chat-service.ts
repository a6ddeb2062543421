import {
  isPlayingRole,
  USER_QUEUES,
  type ChatEvent,
  type ChatHistory,
  type ChatMessage,
  type ChatRoom,
} from '@bx/contracts';

import type { AccessClaims } from '../auth/access-token.js';
import type { Clock } from '../clock.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { Repositories } from '../repositories/repositories.js';
import { MessageRefusal } from './message-refusal.js';

/** publishToUser takes the destination without its /user prefix. */
const PLAYER_QUEUE = USER_QUEUES.chat.replace(/^\/user/, '');
const OPS_QUEUE = USER_QUEUES.chatOps.replace(/^\/user/, '');

/** Who may chat as a player: the accounts that trade. Operators answer through the admin calls. */
/**
 * Live chat: every line is stored first, then pushed to the player's sessions and to every operator of the site.
 * A side that was offline reads what it missed through the history call; typing state is pushed, never stored.
 */
export function createChatService(deps: { repos: Repositories; clock: Clock; realtime: Realtime }) {
  const { repos, clock, realtime } = deps;

  async function toOperators(siteId: number, event: ChatEvent): Promise<void> {
    for (const id of await repos.chat.operatorIds(siteId)) realtime.publishToUser(id, OPS_QUEUE, event);
  }

  function toBoth(siteId: number, playerId: number, event: ChatEvent): Promise<void> {
    realtime.publishToUser(playerId, PLAYER_QUEUE, event);
    return toOperators(siteId, event);
  }

  async function requireChattingPlayer(caller: AccessClaims): Promise<void> {
    const user = await repos.users.findById(caller.userId);
    if (user === undefined || !isPlayingRole(user.role)) throw new MessageRefusal('NO_PERMISSION');
  }

  /** A player of the operator's own site, else "not found" (as every admin call). */
  async function requirePlayerOfSite(siteId: number, playerId: number): Promise<void> {
    const player = await repos.users.findById(playerId);
    if (player === undefined || player.siteId !== siteId || !isPlayingRole(player.role)) {
      throw new MessageRefusal('USER_NOT_FOUND');
    }
  }

  function textOf(content: string): string {
    const text = content.trim();
    if (text === '') throw new MessageRefusal('VALIDATION', { detail: 'body.content' });
    return text;
  }

  async function post(siteId: number, playerId: number, operatorId: number | null, content: string) {
    const line = await repos.chat.insert({
      siteId,
      playerId,
      sender: operatorId === null ? 'PLAYER' : 'OPERATOR',
      operatorId,
      content: textOf(content),
    });
    await toBoth(siteId, playerId, { type: 'CHAT_MESSAGE', data: line });
    return line;
  }

  async function read(siteId: number, playerId: number, reader: 'PLAYER' | 'OPERATOR') {
    const upTo = await repos.chat.markRead(
      playerId,
      reader === 'PLAYER' ? 'OPERATOR' : 'PLAYER',
      new Date(clock.now()),
    );
    if (upTo > 0) await toBoth(siteId, playerId, { type: 'CHAT_READ', data: { playerId, reader, upTo } });
    return { upTo };
  }

  return {
    async history(caller: AccessClaims, beforeId: number | undefined, size: number): Promise<ChatHistory> {
      await requireChattingPlayer(caller);
      return repos.chat.history(caller.userId, beforeId, size);
    },

    async unread(caller: AccessClaims): Promise<{ unread: number }> {
      await requireChattingPlayer(caller);
      return { unread: await repos.chat.unreadForPlayer(caller.userId) };
    },

    async send(caller: AccessClaims, content: string): Promise<ChatMessage> {
      await requireChattingPlayer(caller);
      return post(caller.siteId, caller.userId, null, content);
    },

    async read(caller: AccessClaims): Promise<{ upTo: number }> {
      await requireChattingPlayer(caller);
      return read(caller.siteId, caller.userId, 'PLAYER');
    },

    async typing(caller: AccessClaims, typing: boolean): Promise<null> {
      await requireChattingPlayer(caller);
      const playerId = caller.userId;
      await toOperators(caller.siteId, { type: 'CHAT_TYPING', data: { playerId, sender: 'PLAYER', typing } });
      return null;
    },

    rooms(admin: AccessClaims, page: number, size: number): Promise<ChatRoom[]> {
      return repos.chat.rooms(admin.siteId, page, size);
    },

    async operatorHistory(
      admin: AccessClaims,
      playerId: number,
      beforeId: number | undefined,
      size: number,
    ): Promise<ChatHistory> {
      await requirePlayerOfSite(admin.siteId, playerId);
      return repos.chat.history(playerId, beforeId, size);
    },

    async operatorSend(admin: AccessClaims, playerId: number, content: string): Promise<ChatMessage> {
      await requirePlayerOfSite(admin.siteId, playerId);
      return post(admin.siteId, playerId, admin.userId, content);
    },

    async operatorRead(admin: AccessClaims, playerId: number): Promise<{ upTo: number }> {
      await requirePlayerOfSite(admin.siteId, playerId);
      return read(admin.siteId, playerId, 'OPERATOR');
    },

    async operatorTyping(admin: AccessClaims, playerId: number, typing: boolean): Promise<null> {
      await requirePlayerOfSite(admin.siteId, playerId);
      const event: ChatEvent = { type: 'CHAT_TYPING', data: { playerId, sender: 'OPERATOR', typing } };
      realtime.publishToUser(playerId, PLAYER_QUEUE, event);
      return null;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
