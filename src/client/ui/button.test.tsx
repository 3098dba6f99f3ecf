import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonClasses } from "./button.tsx";

describe("buttonClasses", () => {
  it("gives a link the button's look: the variant's colours, the size's box, then the caller's classes", () => {
    const classes = buttonClasses({ variant: "outline", size: "sm", className: "self-start" }).split(" ");
    expect(classes).toEqual(expect.arrayContaining(["inline-flex", "border-input", "h-9", "px-3"]));
    // Last, since a caller's classes only add what the button leaves unset (cn.ts).
    expect(classes.at(-1)).toBe("self-start");
  });

  it("is the primary, medium button when nothing is asked", () => {
    const classes = buttonClasses().split(" ");
    expect(classes).toEqual(expect.arrayContaining(["bg-primary", "h-10", "px-4"]));
  });
});

describe("Button", () => {
  it("is a button that submits no form unless asked to, with the same classes as buttonClasses", () => {
    render(
      <Button variant="ghost" size="xs" className="w-full">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toBe(buttonClasses({ variant: "ghost", size: "xs", className: "w-full" }));
  });

  it("keeps the type it is given", () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });
});
