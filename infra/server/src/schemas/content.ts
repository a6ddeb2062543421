import { CONTENT_KINDS } from '@bx/contracts';
import { Type, type TSchema } from 'typebox';

import { Id } from './common.js';

/** page from 1, size 1..100; both optional (1 and 10). */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

export function pageOf(query: { page?: number | undefined; size?: number | undefined }): {
  page: number;
  size: number;
} {
  return { page: query.page ?? 1, size: query.size ?? 10 };
}

export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
  });
}

/** A path id: digits only, so "abc" is a 400 VALIDATION rather than a database error. */
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

const EpochMs = Type.Number();

export const ContentItemSchema = Type.Object({
  id: Id,
  kind: Type.Enum(CONTENT_KINDS),
  title: Type.String(),
  content: Type.String(),
  createdAt: EpochMs,
});

export const MessageSchema = Type.Object({
  id: Id,
  type: Type.Union([Type.Literal('create'), Type.Literal('answer')]),
  title: Type.String(),
  content: Type.String(),
  contactId: Type.Union([Id, Type.Null()]),
  isRead: Type.Boolean(),
  createdAt: EpochMs,
});

export const UnreadCountsSchema = Type.Object({
  create: Type.Integer(),
  answer: Type.Integer(),
  contact: Type.Integer(),
  total: Type.Integer(),
});

export const ContactSchema = Type.Object({
  id: Id,
  playerId: Id,
  question: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([EpochMs, Type.Null()]),
  isAnswerRead: Type.Boolean(),
  createdAt: EpochMs,
});

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const CreateContactBodySchema = Type.Object({ playerId: Id, question: Text(4000) });
export const AnswerContactBodySchema = Type.Object({ id: Id, answer: Text(4000) });
export const AdminMessageBodySchema = Type.Object({ playerId: Id, title: Text(200), content: Text(20_000) });
export const CreateNoticeBodySchema = Type.Object({
  title: Text(200),
  content: Text(50_000),
  force: Type.Optional(Type.Boolean()),
});
export const PlayerIdBodySchema = Type.Object({ playerId: Id });
export const IdBodySchema = Type.Object({ id: Id });

export const AppVersionSchema = Type.Object({
  os: Type.Union([Type.Literal('android'), Type.Literal('ios')]),
  version: Type.String(),
  minVersion: Type.String(),
  url: Type.String(),
});

export const BankSchema = Type.Object({ code: Type.String(), name: Type.String() });
