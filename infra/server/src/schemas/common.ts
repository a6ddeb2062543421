import { Type, type TProperties, type TSchema } from 'typebox';

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Every /api call carries the site id in its query string. */
export function SiteQuery<P extends TProperties>(properties: P = {} as P) {
  return Type.Object({ siteInfoId: Id, ...properties });
}

/** The siteInfoId query with the call's own parameters, and nothing else (the operator calls). */
export function StrictSiteQuery<P extends TProperties>(properties: P = {} as P) {
  return Type.Object({ siteInfoId: Id, ...properties }, { additionalProperties: false });
}

/** An exact amount in the asset's own scale, e.g. "1234.5". */
export const Decimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal(200), data });
}

/** The success envelope: `status` mirrors the HTTP status. */
export function ok<T>(data: T): { status: 200; data: T } {
  return { status: 200, data };
}

/** preValidation of a POST the spec lists without a payload: none at all is the empty object (all defaults). */
export async function noBodyIsEmpty(request: { body: unknown }): Promise<void> {
  request.body ??= {};
}
