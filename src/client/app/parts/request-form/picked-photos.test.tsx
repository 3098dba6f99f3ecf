import { act, renderHook, waitFor } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { ApiError } from "../../api.ts";
import { MessagesProvider } from "../../i18n.tsx";
import { usePickedPhotos } from "./picked-photos.ts";

const p = englishMessages.requests.photos;

/** happy-dom decodes no image: the test says which files a browser could read. */
const UNREADABLE = /notes|\.heic$/i;
const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  vi.stubGlobal("createImageBitmap", async (chosen: File) => {
    if (UNREADABLE.test(chosen.name)) throw new DOMException("The source image could not be decoded.");
    return { width: 800, height: 600, close: () => undefined };
  });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    drawImage: () => undefined,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback, type) =>
    callback(new Blob([new Uint8Array(100)], { type })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function pickedPhotos(alreadyAttached = 0) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Suspense>
      <MessagesProvider>{children}</MessagesProvider>
    </Suspense>
  );
  let hook!: ReturnType<typeof renderHook<ReturnType<typeof usePickedPhotos>, unknown>>;
  await act(async () => {
    hook = renderHook(() => usePickedPhotos("draft-key", alreadyAttached), { wrapper });
  });
  await waitFor(() => expect(hook.result.current).not.toBeNull());
  return hook.result;
}

describe("usePickedPhotos", () => {
  it("refuses each file it cannot keep beside it, with what to do, and keeps the readable ones", async () => {
    const photos = await pickedPhotos();
    await act(() =>
      photos.current.add([
        file("notes.jpg", "image/jpeg"),
        file("IMG_0042.HEIC", ""),
        file("kitchen.png", "image/png"),
        file("plan.pdf", "application/pdf"),
      ]),
    );
    expect(photos.current.photos.map(({ file: f, refusal }) => [f.name, refusal])).toEqual([
      ["notes.jpg", p.refusals.notAPhoto],
      ["IMG_0042.HEIC", p.refusals.heic],
      ["kitchen.jpg", undefined],
      ["plan.pdf", p.refusals.notAPhoto],
    ]);
    expect(photos.current.waiting.map((f) => f.name)).toEqual(["kitchen.jpg"]);
  });

  it("refuses photos past the request's 20, counting those already on it", async () => {
    const photos = await pickedPhotos(19);
    await act(() => photos.current.add([file("a.png", "image/png"), file("b.png", "image/png")]));
    expect(photos.current.photos.map(({ refusal }) => refusal)).toEqual([undefined, p.refusals.tooMany]);
  });

  it("after a send, drops the photos added and marks each refused one with the server's reason", async () => {
    const photos = await pickedPhotos();
    await act(() => photos.current.add([file("a.png", "image/png"), file("b.png", "image/png")]));
    const [first, second] = photos.current.waiting as [File, File];
    act(() =>
      photos.current.settle(
        [first, second],
        [
          {
            photo: second,
            reason: new ApiError(400, JSON.stringify({ message: "This image is too large to process." })),
          },
        ],
      ),
    );
    expect(photos.current.photos.map(({ file: f, refusal }) => [f, refusal])).toEqual([
      [second, p.refusals.server("This image is too large to process.")],
    ]);
  });

  it("says photos will not be kept with the draft when the browser has no storage for them", async () => {
    const photos = await pickedPhotos();
    await waitFor(() => expect(photos.current.draftKeepsPhotos).toBe(false));
  });
});
