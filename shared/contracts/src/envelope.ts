/** Every /api response body. `status` mirrors the HTTP status code. */
export interface ApiSuccess<T> {
  status: 200;
  data: T;
}

export interface ApiErrorBody {
  /** Stable reason code from the catalogue in errors.ts. */
  code: string;
  /** Human message in the site's language (Korean, English on English sites). */
  message: string;
}

export interface ApiFailure {
  status: number;
  data: null;
  error: ApiErrorBody;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export function isApiFailure<T>(body: ApiEnvelope<T>): body is ApiFailure {
  return body.status !== 200 || (body as ApiFailure).error != null;
}
