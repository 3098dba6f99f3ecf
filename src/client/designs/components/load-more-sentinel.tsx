import { useEffect, useRef } from "react";

/** Calls `onVisible` when the user scrolls near it: the next page loads before the end is reached. */
export function LoadMoreSentinel({ onVisible, disabled }: { onVisible: () => void; disabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || disabled) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && onVisible(),
      {
        rootMargin: "600px 0px",
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, disabled]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
