import type { ToastContent } from "../../../ui/toast.tsx";
import { errorText } from "../../api.ts";
import { RequestPhotosError } from "../../submit-request.ts";

/**
 * The toast for a refused photo (the server's reason), or null when the request itself failed. The
 * request is saved by then; the form stays open so the photo can be removed and the form sent again.
 */
export function photosRefusedToast(
  error: unknown,
  texts: { uploadFailed: string; failureFallback: string },
): ToastContent | null {
  if (!(error instanceof RequestPhotosError)) return null;
  return {
    title: texts.uploadFailed,
    description: errorText(error.cause, texts.failureFallback),
    variant: "destructive",
  };
}
