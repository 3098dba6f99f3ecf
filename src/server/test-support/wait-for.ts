/** Polls `condition` until it holds; fails naming `what` after `timeoutMs`. */
export async function waitFor(
  condition: () => Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
