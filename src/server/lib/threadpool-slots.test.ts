import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { threadpoolSlots } from "./threadpool-slots.ts";

describe("threadpool slots", () => {
  it("runs tasks a few at a time, in arrival order, and keeps going after a failure", async () => {
    const inSlot = threadpoolSlots(2);
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const task = (n: number) =>
      inSlot(async () => {
        started.push(n);
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(5);
        running--;
        if (n === 3) throw new Error("unreadable");
        return n;
      });
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, n) => task(n)));
    expect(mostAtOnce).toBe(2);
    expect(started).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(1);
    expect(await task(20)).toBe(20);
  });

  it("leaves threadpool threads free by default", async () => {
    const inSlot = threadpoolSlots();
    let running = 0;
    let mostAtOnce = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        inSlot(async () => {
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await sleep(5);
          running--;
        }),
      ),
    );
    // Two kinds of heavy task at this many each still leave 2 of libuv's default 4 threads.
    expect(mostAtOnce).toBe(1);
  });
});
