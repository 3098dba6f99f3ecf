import { readFile, stat } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import {
  CREDENTIAL_FILE_TYPES,
  type CredentialFileType,
  MAX_CREDENTIAL_BYTES,
} from "#shared/trust/constants.ts";
import { badRequest, HttpError } from "../lib/http-errors.ts";

export interface CheckedDocument {
  data: Buffer;
  contentType: CredentialFileType;
  extension: string;
  sizeBytes: number;
}

const MEGABYTES = MAX_CREDENTIAL_BYTES / 1024 / 1024;

/**
 * A received document, accepted by its content only: a PDF, JPEG, PNG or WebP by its magic bytes,
 * whatever its name or declared type say. Kept as sent (no re-encoding): the admin checks the original.
 */
export async function checkDocument(path: string): Promise<CheckedDocument> {
  const { size } = await stat(path);
  if (size > MAX_CREDENTIAL_BYTES)
    throw new HttpError(413, (m) => m.proofOfTrust.validation.tooLarge(MEGABYTES));
  if (size === 0) throw badRequest((m) => m.proofOfTrust.validation.noFile);
  const sniffed = await fileTypeFromFile(path);
  const type = sniffed?.mime as CredentialFileType | undefined;
  if (!type || !(type in CREDENTIAL_FILE_TYPES))
    throw badRequest((m) => m.proofOfTrust.validation.notADocument);
  return {
    data: await readFile(path),
    contentType: type,
    extension: CREDENTIAL_FILE_TYPES[type],
    sizeBytes: size,
  };
}

/** A file name safe in a Content-Disposition header: what the designer called it, in plain letters. */
export function safeFileName(name: string | undefined, extension: string): string {
  const base = (name ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "document"}.${extension}`;
}
