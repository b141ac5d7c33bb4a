/**
 * The one error shape of every 4xx/5xx answer (docs/architecture.md, The API contract):
 * `{ "error": { "code", "message", "fields"? } }`. A leaf module, so that the response cache and
 * the request log can answer errors without importing the API's error handler (which imports them).
 */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
