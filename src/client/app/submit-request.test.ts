import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Call, invalidated, renderWithClient, stubApi } from "../test-support/api-double.tsx";
import { ApiError } from "./api.ts";
import { EMPTY_REQUEST } from "./parts/request-form/request-values.ts";
import { designKeys, introductionKeys, requestKeys } from "./query-keys.ts";
import { type SubmitOutcome, useSubmitRequest } from "./submit-request.ts";

const SAVED = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

/** Every view the cache may hold when a request is sent, by name. */
const VIEWS = {
  clientList: requestKeys.clientList(),
  deskPage: requestKeys.deskList({ page: 1 }),
  deskSummary: requestKeys.deskSummary(),
  due: requestKeys.due(5),
  client: requestKeys.client(SAVED),
  desk: requestKeys.desk(SAVED),
  otherRequest: requestKeys.client(OTHER),
  featured: designKeys.featured(),
  designerIntroductions: introductionKeys.designerList(),
};
const LISTS_AND_SAVED = ["client", "clientList", "desk", "deskPage", "deskSummary", "due"];

const photo = new File([new Uint8Array(10)], "kitchen.jpg", { type: "image/jpeg" });

function setUp(answer: (call: Call) => { status: number; body?: unknown }) {
  const { result, queryClient } = renderWithClient(() => useSubmitRequest());
  for (const key of Object.values(VIEWS)) queryClient.setQueryData(key, { cached: true });
  const refreshedAtUpload: string[][] = [];
  const calls = stubApi(answer, (call) => {
    if (call.url.endsWith("/images")) refreshedAtUpload.push(invalidated(queryClient, VIEWS));
  });
  return { result, queryClient, calls, refreshedAtUpload };
}

const ok = (call: Call) => ({
  status: call.method === "POST" && !call.url.endsWith("/images") ? 201 : 200,
  body: { id: SAVED },
});

describe("useSubmitRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("creates the request, then sends its photos, and only then refreshes the lists and its views", async () => {
    const { result, queryClient, calls, refreshedAtUpload } = setUp(ok);
    await act(() => result.current.mutateAsync({ id: null, input: EMPTY_REQUEST, newPhotos: [photo] }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/forms",
      `POST /api/forms/${SAVED}/images`,
    ]);
    const upload = calls[1]?.body;
    expect(upload).toBeInstanceOf(FormData);
    expect((upload as FormData).getAll("images")).toHaveLength(1);
    // Nothing was read again while the photos were on their way.
    expect(refreshedAtUpload).toEqual([[]]);
    expect(invalidated(queryClient, VIEWS)).toEqual(LISTS_AND_SAVED);
  });

  it("saves an edit with PUT and refreshes that request's views, not another's", async () => {
    const { result, queryClient, calls } = setUp(ok);
    await act(() => result.current.mutateAsync({ id: SAVED, input: EMPTY_REQUEST, newPhotos: [] }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`PUT /api/forms/${SAVED}`]);
    expect(invalidated(queryClient, VIEWS)).toEqual(LISTS_AND_SAVED);
  });

  it("sends each photo on its own and reports the request saved, the photos kept and each one refused with the server's reason", async () => {
    const refusedPhoto = new File([new Uint8Array(4)], "notes.jpg", { type: "image/jpeg" });
    const { result, queryClient, calls } = setUp((call) => {
      if (!call.url.endsWith("/images")) return { status: 201, body: { id: SAVED, images: [] } };
      const sent = (call.body as FormData).get("images") as File;
      return sent.name === "notes.jpg"
        ? { status: 400, body: { message: "Please select only image files." } }
        : { status: 200, body: { id: SAVED, images: [{ id: "kept", imageUrl: "/kept" }] } };
    });
    let outcome: SubmitOutcome | undefined;
    await act(async () => {
      outcome = await result.current.mutateAsync({
        id: null,
        input: EMPTY_REQUEST,
        newPhotos: [refusedPhoto, photo],
      });
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/forms",
      `POST /api/forms/${SAVED}/images`,
      `POST /api/forms/${SAVED}/images`,
    ]);
    // The request is what the server holds after the last photo kept.
    expect(outcome?.request.images).toEqual([{ id: "kept", imageUrl: "/kept" }]);
    expect(outcome?.refused.map(({ photo: file }) => file.name)).toEqual(["notes.jpg"]);
    const reason = outcome?.refused[0]?.reason;
    expect(reason).toBeInstanceOf(ApiError);
    expect((reason as ApiError).serverMessage).toBe("Please select only image files.");
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(invalidated(queryClient, VIEWS)).toEqual(LISTS_AND_SAVED);
  });

  it("reports every photo refused when none was kept, and the request as it was saved", async () => {
    const { result } = setUp((call) =>
      call.url.endsWith("/images")
        ? { status: 415, body: { message: "Only JPEG, PNG or WebP images" } }
        : { status: 201, body: { id: SAVED, images: [] } },
    );
    let outcome: SubmitOutcome | undefined;
    await act(async () => {
      outcome = await result.current.mutateAsync({ id: null, input: EMPTY_REQUEST, newPhotos: [photo] });
    });
    expect(outcome?.request.id).toBe(SAVED);
    expect(outcome?.refused.map(({ photo: file }) => file.name)).toEqual(["kitchen.jpg"]);
  });

  it("sends no photo and refreshes nothing when the request itself is refused", async () => {
    const { result, queryClient, calls } = setUp(() => ({
      status: 400,
      body: { message: "Please enter the address" },
    }));
    await act(async () => {
      await expect(
        result.current.mutateAsync({ id: null, input: EMPTY_REQUEST, newPhotos: [photo] }),
      ).rejects.toBeInstanceOf(ApiError);
    });
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(invalidated(queryClient, VIEWS)).toEqual([]);
  });
});
