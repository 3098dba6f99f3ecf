import { shrinkImages } from "./shrink-images.ts";
import { type ToastContent, toast } from "./toast.tsx";

/** Below this, "smaller" would be noise (or, at 0%, false): the photos are only said to be ready. */
const SAVING_WORTH_SAYING_PERCENT = 5;

export interface PrepareImagesMessages {
  invalidTypeTitle: string;
  invalidTypeText: string;
  tooManyTitle: string;
  tooManyText: string;
  optimizing: string;
  optimizingText: string;
  optimized: string;
  optimizedText: (savedPercent: number) => string;
  ready: string;
  compressionFailed: string;
  compressionFailedText: string;
}

/**
 * Checks chosen files (images only, at most `room` more) and shrinks them before upload (spec 2
 * §5), telling the user each step; a failed shrink falls back to the originals. Null when refused.
 */
export async function prepareImages(
  chosen: File[],
  room: number,
  m: PrepareImagesMessages,
): Promise<File[] | null> {
  if (chosen.length === 0) return null;
  if (chosen.some((file) => !file.type.startsWith("image/"))) {
    toast({ title: m.invalidTypeTitle, description: m.invalidTypeText, variant: "destructive" });
    return null;
  }
  if (chosen.length > room) {
    toast({ title: m.tooManyTitle, description: m.tooManyText, variant: "destructive" });
    return null;
  }
  toast({ title: m.optimizing, description: m.optimizingText });
  try {
    const shrunk = await shrinkImages(chosen);
    toast(preparedToast(shrunk.savedPercent, m));
    return shrunk.files;
  } catch {
    toast({ title: m.compressionFailed, description: m.compressionFailedText });
    return chosen;
  }
}

/** What is said once photos are ready: how much smaller they became, only when that is worth saying. */
export function preparedToast(
  savedPercent: number,
  m: Pick<PrepareImagesMessages, "optimized" | "optimizedText" | "ready">,
): ToastContent {
  return savedPercent >= SAVING_WORTH_SAYING_PERCENT
    ? { title: m.optimized, description: m.optimizedText(savedPercent), variant: "success" }
    : { title: m.ready, variant: "success" };
}
