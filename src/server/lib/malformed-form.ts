/**
 * Busboy's errors for a multipart body that is not a well-formed form (no boundary, an impossible
 * one, a body cut off): they carry no status, yet are the sender's mistake, not ours.
 */
const MALFORMED_FORM = [
  /^Multipart: Boundary not found$/,
  /unexpected end of multipart data$/i,
  /^The needle cannot/,
  /^Unsupported Content-Type\.$/,
];

export function isMalformedForm(error: { message: string; statusCode?: number | undefined }): boolean {
  return !error.statusCode && MALFORMED_FORM.some((pattern) => pattern.test(error.message));
}
