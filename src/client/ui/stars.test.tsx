import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stars } from "./stars.tsx";

/** How many stars each path of the rating draws. */
function drawn() {
  const svg = screen.getByRole("img", { name: "Rated 3.6 out of 5" });
  return [...svg.querySelectorAll("path")].map((path) => ({
    filled: path.classList.contains("fill-warning"),
    stars: (path.getAttribute("d") ?? "").split("z").length - 1,
  }));
}

describe("stars", () => {
  it("draws five stars in one picture, the rounded rating of them filled, and says the rating", () => {
    render(<Stars value={3.6} label="Rated 3.6 out of 5" />);
    expect(drawn()).toEqual([
      { filled: true, stars: 4 },
      { filled: false, stars: 1 },
    ]);
  });

  it("keeps to five stars whatever the value", () => {
    const { rerender } = render(<Stars value={7} label="Rated 3.6 out of 5" />);
    expect(drawn()).toEqual([{ filled: true, stars: 5 }]);
    rerender(<Stars value={0.2} label="Rated 3.6 out of 5" />);
    expect(drawn()).toEqual([{ filled: false, stars: 5 }]);
  });
});
