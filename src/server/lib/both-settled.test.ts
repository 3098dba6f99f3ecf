import { describe, expect, it, vi } from "vitest";
import { bothSettled } from "./both-settled.ts";

const log = () => ({ error: vi.fn() });
const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (error: Error, ms = 5) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(error), ms));

describe("bothSettled", () => {
  it("gives both values", async () => {
    expect(await bothSettled(log(), later(1), later("two"))).toEqual([1, "two"]);
  });

  it("throws a failure only once the other task has finished", async () => {
    let otherDone = false;
    const other = later(undefined, 30).then(() => {
      otherDone = true;
    });
    await expect(bothSettled(log(), failLater(new Error("refused"), 1), other)).rejects.toThrow("refused");
    expect(otherDone).toBe(true);
  });

  it("throws the first task's failure when both fail, and logs the second's", async () => {
    const logger = log();
    const second = new Error("second");
    await expect(
      bothSettled(logger, failLater(new Error("first"), 20), failLater(second, 1)),
    ).rejects.toThrow("first");
    expect(logger.error).toHaveBeenCalledWith({ err: second }, expect.any(String));
  });

  it("throws the second task's failure when only it fails", async () => {
    const logger = log();
    await expect(bothSettled(logger, later(1), failLater(new Error("only")))).rejects.toThrow("only");
    expect(logger.error).not.toHaveBeenCalled();
  });
});
