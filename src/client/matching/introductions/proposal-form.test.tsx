import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { ProposalForm } from "./proposal-form.tsx";

const t = englishMessages.matching.introductions;

describe("ProposalForm's earliest site visit", () => {
  afterEach(() => vi.useRealTimers());

  it("offers no day before Hong Kong's today and refuses one in place", async () => {
    // 01:30 on 27 November in Hong Kong, still the 26th in UTC.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T17:30:00Z") });
    const onSubmit = vi.fn();
    await act(async () => {
      render(
        <Suspense>
          <MessagesProvider>
            <ProposalForm saving={false} submitLabel="Send proposal" onSubmit={onSubmit} />
          </MessagesProvider>
        </Suspense>,
      );
    });
    const date = await screen.findByLabelText(new RegExp(t.proposal.siteVisit));
    expect(date.getAttribute("min")).toBe("2026-11-27");

    fireEvent.change(date, { target: { value: "2026-11-26" } });
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    await waitFor(() => expect(screen.getByText(t.validation.siteVisitPast)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("ProposalForm's own words", () => {
  it("warns, as the thread does, that contact details will be hidden from the homeowner", async () => {
    await act(async () => {
      render(
        <Suspense>
          <MessagesProvider>
            <ProposalForm saving={false} submitLabel="Send proposal" onSubmit={vi.fn()} />
          </MessagesProvider>
        </Suspense>,
      );
    });
    const note = await screen.findByLabelText(new RegExp(t.proposal.note));
    const warning = englishMessages.matching.screening.warning.designer(["phone"]);
    fireEvent.change(note, { target: { value: "Budget HK$300,000 for 650 sq ft" } });
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.change(note, { target: { value: "Call me on 9123 4567" } });
    await waitFor(() => expect(screen.getByText(warning)).toBeTruthy());
  });
});
