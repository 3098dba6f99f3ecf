/*
 * What this machine charges for memory a program touches for the first time, per 4 KB page (a page fault and
 * the page's zeroing). A browser pays it for every new document, script context and heap page, so a machine
 * where it is dear blocks the main thread longer whatever the page is: the ninth machine measured 11–13 µs
 * (docs/load-history.md), where Linux outside a sandbox commonly takes well under 1 µs. Printed beside
 * Lighthouse's figures to tell such a machine apart; the median of five 64 MB rounds.
 */
import { pathToFileURL } from "node:url";

const PAGE = 4096;
const BYTES = 64 * 1024 * 1024;

export function freshMemoryMicroseconds(): number {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    // Large and uninitialised: the allocator maps it, and the kernel finds each page at its first write.
    const memory = Buffer.allocUnsafeSlow(BYTES);
    const started = performance.now();
    for (let offset = 0; offset < BYTES; offset += PAGE) memory[offset] = 1;
    rounds.push(((performance.now() - started) * 1000) / (BYTES / PAGE));
  }
  return rounds.sort((a, b) => a - b)[2] as number;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`Fresh memory: ${freshMemoryMicroseconds().toFixed(2)} µs a 4 KB page`);
}
