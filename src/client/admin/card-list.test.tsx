import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CardList } from "./card-list.tsx";

const ITEMS = [
  { id: "a", title: "First" },
  { id: "b", title: "Second" },
];

function renderList(query: { isError: boolean; isPending: boolean }, items = ITEMS, empty?: boolean) {
  const refetch = vi.fn();
  const view = render(
    <CardList
      query={{ ...query, refetch }}
      items={items}
      {...(empty === undefined ? {} : { empty })}
      loadFailed="The list could not be loaded."
      retryLabel="Try again"
      emptyState={{ icon: <svg aria-hidden="true" />, title: "Nothing here", text: "Come back later." }}
      placeholderHeight="h-32"
      card={(item) => <article>{item.title}</article>}
    />,
  );
  return { ...view, refetch };
}

describe("CardList", () => {
  it("lists one card an item, in order", () => {
    renderList({ isError: false, isPending: false });
    const list = screen.getByRole("list");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["First", "Second"]);
    expect(list.tagName).toBe("OL");
  });

  it("says so when the list failed, and asks again", () => {
    const { refetch } = renderList({ isError: true, isPending: false });
    expect(screen.getByRole("alert").textContent).toContain("The list could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows placeholders while loading, and the note when there is nothing", () => {
    const { container, unmount } = renderList({ isError: false, isPending: true });
    expect(container.querySelectorAll(".animate-pulse.h-32")).toHaveLength(3);
    expect(screen.queryByRole("list")).toBeNull();
    unmount();

    renderList({ isError: false, isPending: false }, []);
    expect(screen.getByRole("heading", { name: "Nothing here" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("takes the page's word for emptiness (a page past the last of a paged list)", () => {
    renderList({ isError: false, isPending: false }, [], false);
    expect(screen.queryByRole("heading", { name: "Nothing here" })).toBeNull();
    expect(screen.getByRole("list").children).toHaveLength(0);
  });
});
