import { englishMessages, type Messages } from "#shared/i18n/index.ts";

/**
 * What an error says: the catalogue's words, picked when the answer is written so it reads in the
 * reader's language, or a plain text for what is not the product's words (a field name, a code).
 */
export type ErrorText = string | ((messages: Messages) => string);

/** An error whose message is safe to show to the caller; the error handler answers it as `{ message }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly text: ErrorText;
  /** Machine-readable facts answered beside the message (e.g. `mfaRequired`); named in `errorAnswer`. */
  readonly fields: Record<string, unknown>;

  constructor(
    statusCode: number,
    text: ErrorText,
    headers: Record<string, string> = {},
    fields: Record<string, unknown> = {},
  ) {
    // Logs and the command line read English.
    super(typeof text === "string" ? text : text(englishMessages));
    this.statusCode = statusCode;
    this.headers = headers;
    this.text = text;
    this.fields = fields;
  }

  /** The message in the language of `messages`. */
  messageIn(messages: Messages): string {
    return typeof this.text === "string" ? this.text : this.text(messages);
  }
}

export const badRequest = (text: ErrorText) => new HttpError(400, text);
export const unauthorized = (text: ErrorText = (m) => m.auth.errors.notSignedIn) => new HttpError(401, text);
export const forbidden = (
  text: ErrorText = (m) => m.auth.errors.forbidden,
  fields?: Record<string, unknown>,
) => new HttpError(403, text, {}, fields);
export const notFound = (text: ErrorText = (m) => m.answers.errors.notFound) => new HttpError(404, text);
export const conflict = (text: ErrorText) => new HttpError(409, text);
