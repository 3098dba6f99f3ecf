import { afterEach, vi } from "vitest";

// An error printed during a test is a bug the test did not notice; fail the test instead.
let errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const printed = errors;
  errors = [];
  if (printed.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${printed.map((a) => a.join(" ")).join("\n")}`,
    );
  }
});
