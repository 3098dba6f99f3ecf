import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Heart, Menu } from "./icons.tsx";

const svgOf = (container: HTMLElement) => container.querySelector("svg") as SVGSVGElement;

describe("icons", () => {
  it("draw their lucide shape from the sprite's symbol in the page, stroked in the text's colour", () => {
    const svg = svgOf(render(<Menu className="size-4" />).container);
    expect(svg.querySelector("use")?.getAttribute("href")).toBe("#icon-menu");
    expect(svg.getAttribute("class")).toBe("lucide lucide-menu size-4");
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.getAttribute("fill")).toBe("none");
    expect(svg.getAttribute("width")).toBe("24");
  });

  it("are hidden from screen readers unless given a name, as lucide's are", () => {
    expect(svgOf(render(<Menu />).container).getAttribute("aria-hidden")).toBe("true");
    const named = svgOf(render(<Menu aria-label="Open menu" />).container);
    expect(named.getAttribute("aria-hidden")).toBeNull();
    expect(named.getAttribute("aria-label")).toBe("Open menu");
    expect(svgOf(render(<Menu role="img" />).container).getAttribute("aria-hidden")).toBeNull();
  });

  it("take the caller's size, fill and stroke width over the defaults", () => {
    const svg = svgOf(render(<Heart size={16} fill="currentColor" strokeWidth={3} />).container);
    expect(svg.getAttribute("width")).toBe("16");
    expect(svg.getAttribute("height")).toBe("16");
    expect(svg.getAttribute("fill")).toBe("currentColor");
    expect(svg.getAttribute("stroke-width")).toBe("3");
  });
});
