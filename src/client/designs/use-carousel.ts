import { useCallback, useEffect, useState } from "react";

/** A carousel position that wraps around both ways and returns to the first image when `resetKey` changes. */
export function useCarousel(count: number, resetKey: unknown) {
  const [index, setIndex] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on a new key is the point
  useEffect(() => setIndex(0), [resetKey]);
  const previous = useCallback(() => setIndex((i) => (count === 0 ? 0 : (i - 1 + count) % count)), [count]);
  const next = useCallback(() => setIndex((i) => (count === 0 ? 0 : (i + 1) % count)), [count]);
  return { index: Math.min(index, Math.max(count - 1, 0)), setIndex, previous, next };
}
