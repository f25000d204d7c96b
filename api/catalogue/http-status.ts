// HTTP's reason phrase for each status the reference documents, as RFC 9110 section 15 names it
// (429 in RFC 6585 section 4): the words a reader's client prints beside the number.
export const REASON_PHRASES: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** A status as a client prints it: `401 Unauthorized`; `not stated` where the API documents none. */
export function statusLine(status: number | null): string {
  if (status === null) return 'not stated';
  const phrase = REASON_PHRASES[status];
  return phrase === undefined ? String(status) : `${status} ${phrase}`;
}
