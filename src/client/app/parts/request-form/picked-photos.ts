import { del, get, set } from "idb-keyval";
import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_REQUEST_IMAGES } from "#shared/requests/constants.ts";
import { preparedToast } from "../../../ui/prepare-images.ts";
import { shrinkImages } from "../../../ui/shrink-images.ts";
import { toast } from "../../../ui/toast.tsx";
import { errorText } from "../../api.ts";
import { useWorkspaceMessages } from "../../i18n.tsx";
import type { RefusedPhoto } from "../../submit-request.ts";

/** Spec 2 §9: 10 MB a photo, as the server takes them. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const HEIC_NAME = /\.hei[cf]$/i;

/** A photo chosen for a request and not sent yet. */
export interface PickedPhoto {
  /** Stable while the form is open: the list's key. */
  id: number;
  file: File;
  /** Why it was not (or will not be) added; absent while it waits to be sent. */
  refusal?: string;
}

type Prepared = { file: File } | { refusal: string };

let nextId = 0;
const picked = (file: File, refusal?: string): PickedPhoto =>
  refusal === undefined ? { id: nextId++, file } : { id: nextId++, file, refusal };

const isHeic = (file: File) => /^image\/hei[cf]/.test(file.type) || HEIC_NAME.test(file.name);

/** A storage call as a promise even where IndexedDB is missing (idb-keyval then throws at once). */
const stored = <T>(call: () => Promise<T>) => Promise.resolve().then(call);

/** Where a draft's photos are kept: beside the draft's own key, in IndexedDB (files do not fit local storage). */
const photosKey = (draftKey: string) => `${draftKey}:photos`;

/**
 * The photos of a request form: each checked and shrunk in the browser as it is chosen, refused in
 * place (with what to do) when it cannot be read, kept with the form's draft in IndexedDB so a
 * restored draft has them, and told apart after a send into those added and those refused.
 */
export function usePickedPhotos(draftKey: string, alreadyAttached: number) {
  const { form: f, photos: p } = useWorkspaceMessages().requests;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [draftKeepsPhotos, setDraftKeepsPhotos] = useState(true);
  const restored = useRef(false);

  useEffect(() => {
    let live = true;
    stored(() => get<File[]>(photosKey(draftKey))).then(
      (files) => {
        if (!live) return;
        restored.current = true;
        if (files?.length) setPhotos((now) => [...files.map((file) => picked(file)), ...now]);
      },
      () => {
        if (!live) return;
        restored.current = true;
        setDraftKeepsPhotos(false);
      },
    );
    return () => {
      live = false;
    };
  }, [draftKey]);

  const waiting = photos.filter((photo) => photo.refusal === undefined).map((photo) => photo.file);
  const waitingKey = waiting.map((file) => `${file.name}:${file.size}:${file.lastModified}`).join("|");
  // Written after each change once the kept ones are read, so an empty start never wipes them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: waitingKey names the files that are kept
  useEffect(() => {
    if (!restored.current) return;
    const key = photosKey(draftKey);
    const saved = stored(() => (waiting.length > 0 ? set(key, waiting) : del(key)));
    saved.then(
      () => setDraftKeepsPhotos(true),
      () => setDraftKeepsPhotos(false),
    );
  }, [draftKey, waitingKey]);

  const prepare = async (file: File): Promise<Prepared> => {
    if (!file.type.startsWith("image/") && !isHeic(file)) return { refusal: p.refusals.notAPhoto };
    try {
      const [shrunk] = (await shrinkImages([file])).files;
      if (!shrunk) return { refusal: p.refusals.notAPhoto };
      return shrunk.size > MAX_PHOTO_BYTES ? { refusal: p.refusals.tooLarge } : { file: shrunk };
    } catch {
      // The browser could not decode it: a HEIC it cannot convert, or not a photo at all.
      return { refusal: isHeic(file) ? p.refusals.heic : p.refusals.notAPhoto };
    }
  };

  const add = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    let room = MAX_REQUEST_IMAGES - alreadyAttached - waiting.length;
    toast({ title: f.optimizing, description: f.optimizingText });
    const results = await Promise.all(chosen.map(prepare));
    let before = 0;
    let after = 0;
    const added = results.map((result, index) => {
      const original = chosen[index] as File;
      if ("refusal" in result) return picked(original, result.refusal);
      if (room <= 0) return picked(original, p.refusals.tooMany);
      room -= 1;
      before += original.size;
      after += result.file.size;
      return picked(result.file);
    });
    if (added.some((photo) => photo.refusal === undefined))
      toast(preparedToast(before > 0 ? Math.max(0, Math.round((1 - after / before) * 100)) : 0, f));
    setPhotos((now) => [...now, ...added]);
  };

  const remove = (id: number) => setPhotos((now) => now.filter((photo) => photo.id !== id));

  /** After a send: the photos added leave the list, each refused one stays with the server's reason. */
  const settle = useCallback(
    (sent: File[], refused: RefusedPhoto[]) => {
      const reasons = new Map(
        refused.map(({ photo, reason }) => [photo, p.refusals.server(errorText(reason, f.failureFallback))]),
      );
      setPhotos((now) =>
        now.flatMap((photo) => {
          if (!sent.includes(photo.file)) return [photo];
          const reason = reasons.get(photo.file);
          return reason === undefined ? [] : [{ ...photo, refusal: reason }];
        }),
      );
    },
    [p, f],
  );

  const dropRefused = () => setPhotos((now) => now.filter((photo) => photo.refusal === undefined));

  const clear = useCallback(() => {
    setPhotos([]);
    void stored(() => del(photosKey(draftKey))).catch(() => setDraftKeepsPhotos(false));
  }, [draftKey]);

  return { photos, waiting, draftKeepsPhotos, add, remove, settle, dropRefused, clear };
}

export type PickedPhotos = ReturnType<typeof usePickedPhotos>;
