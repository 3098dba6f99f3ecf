import { shrinkImages } from "./shrink-images.ts";
import { toast } from "./toast.tsx";

export interface PrepareImagesMessages {
  invalidTypeTitle: string;
  invalidTypeText: string;
  tooManyTitle: string;
  tooManyText: string;
  optimizing: string;
  optimizingText: string;
  optimized: string;
  optimizedText: (savedPercent: number) => string;
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
    toast({ title: m.optimized, description: m.optimizedText(shrunk.savedPercent), variant: "success" });
    return shrunk.files;
  } catch {
    toast({ title: m.compressionFailed, description: m.compressionFailedText });
    return chosen;
  }
}
