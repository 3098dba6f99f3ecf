import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import type { ThreadMessage } from "#shared/matching/introductions.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { introductionKeys } from "../../app/query-keys.ts";
import { type Answer, deferred, stubApi, testQueryClient } from "../../test-support/api-double.tsx";
import { MessageThread } from "./message-thread.tsx";

const t = englishMessages.matching.introductions.thread;
const INTRODUCTION = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const WRITTEN = "Could you visit on a Saturday morning?";

const sent = (body: string): ThreadMessage => ({
  id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  authorId: "cccccccc-cccc-4ccc-8ccc-cccccccccccc",
  authorName: "Hana Tsang",
  mine: true,
  body,
  hiddenContact: [],
  createdAt: "2026-11-27T02:00:00.000Z",
});

/** The thread on screen, its first read answered empty, and every send answered by `answerSend`. */
async function showThread(answerSend: () => Answer) {
  stubApi((call) => (call.method === "POST" ? answerSend() : { status: 200, body: [] }));
  const queryClient = testQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
        <MessageThread introductionId={INTRODUCTION} title="Messages" side="client" screened={false} />
      </MessagesProvider>
    </QueryClientProvider>,
  );
  await screen.findByText(t.empty);
  const composer = screen.getByRole<HTMLTextAreaElement>("textbox", { name: t.label });
  fireEvent.change(composer, { target: { value: WRITTEN } });
  fireEvent.click(screen.getByRole("button", { name: t.send }));
  return { queryClient, composer };
}

describe("the thread's composer", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("empties as the message goes, so a thread the live stream brings before the answer never shows it twice", async () => {
    const answer = deferred<{ status: number; body?: unknown }>();
    const { queryClient, composer } = await showThread(() => answer.promise);
    expect(composer.value).toBe("");
    // The stream often brings the thread with the new message before the POST answers.
    act(() => queryClient.setQueryData(introductionKeys.thread(INTRODUCTION), [sent(WRITTEN)]));
    await screen.findByRole("listitem");
    expect(screen.getAllByText(WRITTEN)).toHaveLength(1);
    await act(async () => answer.resolve({ status: 201, body: sent(WRITTEN) }));
    expect(composer.value).toBe("");
    expect(screen.getAllByText(WRITTEN)).toHaveLength(1);
  });

  it("gives the words back when the message could not be sent", async () => {
    const { composer } = await showThread(() => ({ status: 503, body: { message: "Try again" } }));
    await waitFor(() => expect(composer.value).toBe(WRITTEN));
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("keeps what was written meanwhile when a message fails, rather than writing over it", async () => {
    const answer = deferred<{ status: number; body?: unknown }>();
    const { composer } = await showThread(() => answer.promise);
    fireEvent.change(composer, { target: { value: "And one more thing" } });
    await act(async () => answer.resolve({ status: 503, body: { message: "Try again" } }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: t.send })).toHaveProperty("disabled", false),
    );
    expect(composer.value).toBe("And one more thing");
  });
});
