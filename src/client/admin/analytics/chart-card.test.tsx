import type { UseQueryResult } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { ChartCard } from "./chart-card.tsx";
import type { Figures } from "./figures.ts";

const t = englishMessages.analytics;
const FILTERS = { from: "2026-01-05", to: "2026-03-29" };
const FIGURES: Figures = {
  header: ["Step", "Requests", "Share (%)"],
  rows: [
    { key: "submitted", cells: ["Submitted", "1,234", "50%"], csv: ["Submitted", 1234, 50] },
    { key: "chosen", cells: ["=Chosen", "2", t.none], csv: ["=Chosen", 2, null] },
  ],
  file: "funnel",
};

function query(state: { isError: boolean }) {
  return { ...state, refetch: vi.fn() } as unknown as UseQueryResult<unknown> & { refetch: () => void };
}

function renderCard(figures: Figures | null, answered: UseQueryResult<unknown>) {
  return render(
    <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
      <ChartCard
        id="funnel"
        title="Funnel"
        description="How far requests get"
        query={answered}
        figures={figures}
        filters={FILTERS}
      >
        <div data-testid="chart" />
      </ChartCard>
    </MessagesProvider>,
  );
}

describe("ChartCard", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the chart with its numbers as a table, and downloads the same numbers as a CSV file", async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((made) => {
      blob = made as Blob;
      return "blob:figures";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) saved.push({ name: this.download, blob });
    });
    renderCard(FIGURES, query({ isError: false }));

    const card = screen.getByRole("region", { name: "Funnel" });
    expect(within(card).getByTestId("chart")).toBeTruthy();
    const table = within(card).getByRole("table");
    expect(table.querySelector("caption")?.textContent).toBe(
      t.filters.caption("Funnel", t.filters.range(FILTERS.from, FILTERS.to)),
    );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(FIGURES.header);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Submitted", "=Chosen"]);
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1,234", "50%", "2", t.none]);

    fireEvent.click(within(card).getByRole("button", { name: `${t.downloadCsv}: Funnel` }));
    expect(saved.map((file) => file.name)).toEqual(["funnel-2026-01-05_2026-03-29.csv"]);
    const file = saved[0]?.blob;
    expect(file?.type).toBe("text/csv;charset=utf-8");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file?.arrayBuffer());
    // Numbers as numbers, a missing share empty, a formula made inert.
    expect(text).toBe("\uFEFFStep,Requests,Share (%)\r\nSubmitted,1234,50\r\n'=Chosen,2,\r\n");
  });

  it("holds a placeholder while loading: no chart, no table, nothing to download", () => {
    renderCard(null, query({ isError: false }));
    const card = screen.getByRole("region", { name: "Funnel" });
    expect(within(card).queryByTestId("chart")).toBeNull();
    expect(within(card).queryByRole("table")).toBeNull();
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("says when the figures could not be loaded, and asks for them again", () => {
    const failed = query({ isError: true });
    renderCard(null, failed);
    const card = screen.getByRole("region", { name: "Funnel" });
    expect(within(card).getByRole("alert").textContent).toBe(t.loadFailed);
    expect(within(card).queryByRole("table")).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: t.retry }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
