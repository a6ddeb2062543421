import type {
  AdminFuturesOption,
  AdminFuturesOptionRow,
  AdminOverseaOption,
  AdminOverseaOptionRow,
} from '@bx/contracts';
import { toUnits } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';

import { toTradeOption } from '../../../../engines/binary/views.js';
import type { OverseaInstrument } from '../../../../engines/oversea/oversea-options.js';
import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { ASSET_SCALES, type Asset } from '../../../../money/assets.js';
import type { TradeOptionChange } from '../../../../repositories/binary/trade-options.js';
import type { FuturesOptionRecord } from '../../../../repositories/futures/futures-repository.js';
import type { OverseaOptionSwitch } from '../../../../repositories/oversea/oversea-repository.js';
import { Envelope, Id, ok, StrictSiteQuery } from '../../../../schemas/common.js';
import { TradeOptionSchema } from '../../trade/schemas.js';

const Strict = { additionalProperties: false, minProperties: 2 } as const;
const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** An amount in the option's currency, e.g. "5" or "0.5". */
const Amount = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,8})?$' });

const TradeOptionBody = Type.Object(
  {
    tradeOptionId: Id,
    isPlay: Type.Optional(ZeroOne),
    isStop: Type.Optional(ZeroOne),
    // Stake x rate is paid to a winner: above 1, below 10, four decimals at most.
    payoutRate: Type.Optional(Type.String({ pattern: '^[1-9](\\.\\d{1,4})?$' })),
    minBet: Type.Optional(Amount),
    betUnit: Type.Optional(Amount),
  },
  Strict,
);
const FuturesOptionBody = Type.Object(
  {
    futuresOptionId: Id,
    isPlay: Type.Optional(Type.Boolean()),
    isStop: Type.Optional(Type.Boolean()),
    maxLeverage: Type.Optional(Type.Integer({ minimum: 1, maximum: 125 })),
  },
  Strict,
);
const OverseaOptionBody = Type.Object(
  {
    overseaOptionId: Id,
    isPlay: Type.Optional(Type.Boolean()),
    isStop: Type.Optional(Type.Boolean()),
    overnightAllowed: Type.Optional(Type.Boolean()),
  },
  Strict,
);

const FuturesOptionSchema = Type.Object({
  id: Id,
  stock: Type.String(),
  isPlay: Type.Boolean(),
  isStop: Type.Boolean(),
  maxLeverage: Type.Integer(),
});
const FuturesOptionRowSchema = Type.Object({
  ...FuturesOptionSchema.properties,
  koName: Type.String(),
  highestLeverage: Type.Integer(),
});
const OverseaOptionSchema = Type.Object({
  id: Id,
  stock: Type.String(),
  isPlay: Type.Boolean(),
  isStop: Type.Boolean(),
  isRest: Type.Boolean(),
  overnightAllowed: Type.Boolean(),
});
const OverseaOptionRowSchema = Type.Object({ ...OverseaOptionSchema.properties, koName: Type.String() });

/**
 * The options are shared by every site (no option table has a site): changing one changes it for all of them,
 * which is running the platform, a SUPER operator's call. A site's operator turns whole areas off for its own site
 * with POST /api/admin/site's flags.
 */
function requireSuper(request: FastifyRequest): void {
  if (request.operator?.level !== 'SUPER') throw new OperatorRefusal('INSUFFICIENT_PRIVILEGES');
}

/** "5" in the currency's minor units, above zero; 400 naming the field otherwise. */
function unitsOf(amount: string, currency: string, field: string): bigint {
  let units: bigint;
  try {
    units = toUnits(amount, ASSET_SCALES[currency as Asset] ?? 0);
  } catch {
    throw new OperatorRefusal('VALIDATION', { detail: `body.${field}` });
  }
  if (units <= 0n) throw new OperatorRefusal('VALIDATION', { detail: `body.${field}` });
  return units;
}

const futuresView = (record: FuturesOptionRecord): AdminFuturesOption => ({
  id: record.id,
  stock: record.stock,
  isPlay: record.isPlay,
  isStop: record.isStop,
  maxLeverage: record.maxLeverage,
});

/**
 * The ops console's trading switches and terms (docs/operators.md, "Players and trading"): binary/rent options,
 * perpetual futures and overseas options. Each change reaches the players' option lists and the engines at once on
 * this instance and within a second on the others; the audit log keeps the option before and after.
 */
const adminTradeOptions: FastifyPluginAsyncTypebox = async (app) => {
  const overseaView = (flags: OverseaOptionSwitch, of: OverseaInstrument): AdminOverseaOption => ({
    id: of.id,
    stock: of.terms.stock,
    isPlay: flags.isPlay,
    isStop: flags.isStop,
    isRest: !flags.isPlay || flags.isStop || !app.market.bus.isOpen(of.terms.stock),
    overnightAllowed: of.terms.overnightAllowed,
  });

  // Every contract with its switches, those off included (the players' lists leave them out): what the
  // console's trading screen shows. Any operator may read them.
  app.get(
    '/admin/futures/option/list',
    {
      schema: {
        querystring: StrictSiteQuery(),
        response: { 200: Envelope(Type.Array(FuturesOptionRowSchema)) },
      },
    },
    async () => {
      await app.futures.freshOptions();
      return ok(
        app.futures.options.all.map((terms): AdminFuturesOptionRow => ({
          id: terms.id,
          stock: terms.stock,
          koName: terms.koName,
          isPlay: terms.isPlay,
          isStop: terms.isStop,
          maxLeverage: terms.maxLeverage,
          highestLeverage: Math.max(...terms.brackets.map((bracket) => bracket.maxLeverage)),
        })),
      );
    },
  );

  app.get(
    '/admin/oversea/option/list',
    {
      schema: {
        querystring: StrictSiteQuery(),
        response: { 200: Envelope(Type.Array(OverseaOptionRowSchema)) },
      },
    },
    async () => {
      await app.oversea.freshSwitches();
      return ok(
        app.oversea.options.all.map((option): AdminOverseaOptionRow => ({
          ...overseaView(app.oversea.switchOf(option), option),
          koName: option.terms.koName,
        })),
      );
    },
  );

  app.post(
    '/admin/trade/option',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: TradeOptionBody,
        response: { 200: Envelope(TradeOptionSchema) },
      },
    },
    async (request) => {
      requireSuper(request);
      const { tradeOptionId, isPlay, isStop, payoutRate, minBet, betUnit } = request.body;
      const before = await app.repos.binary.option(tradeOptionId);
      if (before === undefined) throw new OperatorRefusal('OPTION_NOT_FOUND');
      request.auditBefore = toTradeOption(before, app.market);
      if (payoutRate !== undefined && Number(payoutRate) <= 1)
        throw new OperatorRefusal('VALIDATION', { detail: 'body.payoutRate' });
      const change: TradeOptionChange = { isPlay, isStop, payoutRate };
      if (minBet !== undefined) change.minBet = unitsOf(minBet, before.currency, 'minBet');
      if (betUnit !== undefined) change.betUnit = unitsOf(betUnit, before.currency, 'betUnit');
      // A minimum no stake can meet exactly would refuse every bet at it.
      if ((change.minBet ?? before.minBet) % (change.betUnit ?? before.betUnit) !== 0n)
        throw new OperatorRefusal('VALIDATION', { detail: 'body.minBet' });
      const after = await app.repos.binary.updateOption(tradeOptionId, change);
      if (after === undefined) throw new OperatorRefusal('OPTION_NOT_FOUND');
      // Bets read the option afresh and each round boundary reads its switches: a stopped option takes no bet
      // from now on and opens no round; one switched back on opens its next round at the next boundary.
      app.binary.wakeOption(tradeOptionId);
      return ok(toTradeOption(after, app.market));
    },
  );

  app.post(
    '/admin/futures/option',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: FuturesOptionBody,
        response: { 200: Envelope(FuturesOptionSchema) },
      },
    },
    async (request) => {
      requireSuper(request);
      const { futuresOptionId, isPlay, isStop, maxLeverage } = request.body;
      const before = await app.repos.futures.option(futuresOptionId);
      if (before === undefined) throw new OperatorRefusal('OPTION_NOT_FOUND');
      request.auditBefore = futuresView(before);
      // Above its brackets' highest leverage the cap would promise what no position size allows.
      if (maxLeverage !== undefined && maxLeverage > Math.max(...before.brackets.map((b) => b.maxLeverage)))
        throw new OperatorRefusal('VALIDATION', { detail: 'body.maxLeverage' });
      const after = await app.repos.futures.updateOption(futuresOptionId, { isPlay, isStop, maxLeverage });
      if (after === undefined) throw new OperatorRefusal('OPTION_NOT_FOUND');
      await app.futures.loadOptions();
      return ok(futuresView(after));
    },
  );

  app.post(
    '/admin/oversea/option',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: OverseaOptionBody,
        response: { 200: Envelope(OverseaOptionSchema) },
      },
    },
    async (request) => {
      requireSuper(request);
      const { overseaOptionId, isPlay, isStop, overnightAllowed } = request.body;
      const option = app.oversea.options.get(overseaOptionId);
      if (option === undefined) throw new OperatorRefusal('OPTION_NOT_FOUND');
      const before = (await app.repos.oversea.optionSwitches()).get(option.terms.stock) ?? {
        isPlay: true,
        isStop: false,
        overnightAllowed: null,
      };
      request.auditBefore = overseaView(before, option);
      const after = await app.repos.oversea.setOptionSwitch(option.terms.stock, {
        isPlay,
        isStop,
        overnightAllowed,
      });
      app.oversea.switched(option, before, after);
      return ok(overseaView(after, option));
    },
  );
};

export default adminTradeOptions;
