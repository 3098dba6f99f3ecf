import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { badRequest, type ErrorText, HttpError } from "../http-errors.ts";

/** How a route words its refusals of an upload's form. */
export interface UploadRefusals {
  none: ErrorText;
  tooLarge: ErrorText;
  tooMany: ErrorText;
}

export interface ReceivedUploads {
  /** Each received file's path, in the order sent: read by processUpload, removed after the work. */
  files: string[];
  /** Each file's name as the sender gave it, in the same order (only ever shown, never used as a path). */
  names: string[];
  /** The form's text fields. */
  fields: Record<string, string>;
}

interface ReceiveOptions {
  refusals: UploadRefusals;
  /** Files sent under other field names are read and dropped; every file counts when absent. */
  field?: string;
  /** More files than this are refused with `tooMany`. */
  maxFiles: number;
  /** Only the form's first part is read (a single photo): anything after it is ignored. */
  firstFileOnly?: boolean;
}

async function save(part: MultipartFile, path: string, refusals: UploadRefusals): Promise<void> {
  await pipeline(part.file, createWriteStream(path));
  if (part.file.truncated) throw new HttpError(413, refusals.tooLarge);
}

/**
 * Streams each file of a multipart upload to its own file in a private temporary folder, so no
 * upload is held in memory and a slow sender holds no resize turn; then takes the images from the
 * route's declared limit and runs `work` on them. The folder goes when `work` ends, however it ends.
 */
export async function withReceivedUploads<T>(
  request: FastifyRequest,
  { refusals, field, maxFiles, firstFileOnly = false }: ReceiveOptions,
  work: (uploads: ReceivedUploads) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(refusals.none);
  const folder = await mkdtemp(join(tmpdir(), "nestmatch-upload-"));
  try {
    const uploads: ReceivedUploads = { files: [], names: [], fields: {} };
    const next = () => join(folder, String(uploads.files.length));
    try {
      if (firstFileOnly) {
        const part = await request.file();
        if (part) {
          await save(part, next(), refusals);
          uploads.names.push(part.filename);
          uploads.files.push(next());
        }
      } else {
        for await (const part of request.parts()) {
          if (part.type === "field") {
            uploads.fields[part.fieldname] = String(part.value);
          } else if (field && part.fieldname !== field) {
            part.file.resume();
          } else {
            const path = next();
            await save(part, path, refusals);
            uploads.names.push(part.filename);
            uploads.files.push(path);
          }
        }
      }
    } catch (error) {
      // The parser's own refusals, in the route's words.
      const code = (error as { code?: string }).code;
      if (code === "FST_FILES_LIMIT") throw badRequest(refusals.tooMany);
      if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, refusals.tooLarge);
      throw error;
    }
    if (uploads.files.length > maxFiles) throw badRequest(refusals.tooMany);
    await request.countUploadedImages(uploads.files.length);
    return await work(uploads);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
