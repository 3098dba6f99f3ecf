import { TASKS_AT_ONCE, threadpoolSlots } from "../threadpool-slots.ts";

/** How many image decodes and resizes run at once (threadpool-slots.ts says why so few). */
export const RESIZES_AT_ONCE = TASKS_AT_ONCE;

/**
 * The one queue every image decode and resize takes its turn in: uploads re-encoded and variants
 * made for pages share it, so a batch of large uploads cannot take every thread from the pages.
 */
export const inResizeTurn = threadpoolSlots(RESIZES_AT_ONCE);
