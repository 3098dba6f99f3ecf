import { createEvent, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./form-controls.tsx";

function mouseDown(element: Element, detail: number) {
  const event = createEvent.mouseDown(element, { detail });
  fireEvent(element, event);
  return event;
}

describe("Label", () => {
  it("keeps a double click on its words from selecting them, not a single click", () => {
    render(<Label htmlFor="budget">Budget</Label>);
    const label = screen.getByText("Budget");
    expect(mouseDown(label, 1).defaultPrevented).toBe(false);
    expect(mouseDown(label, 2).defaultPrevented).toBe(true);
  });

  it("leaves a double click inside a control it wraps to the control", () => {
    render(
      <Label>
        Budget <input aria-label="Amount" />
      </Label>,
    );
    expect(mouseDown(screen.getByRole("textbox", { name: "Amount" }), 2).defaultPrevented).toBe(false);
  });

  it("runs the caller's handler, whose own preventDefault stands", () => {
    const onMouseDown = vi.fn();
    render(
      <Label htmlFor="x" onMouseDown={onMouseDown} quiet>
        Style
      </Label>,
    );
    const label = screen.getByText("Style");
    mouseDown(label, 1);
    expect(onMouseDown).toHaveBeenCalledTimes(1);
    expect(label.getAttribute("for")).toBe("x");
    expect(label.className).toContain("text-muted-foreground");
  });
});
