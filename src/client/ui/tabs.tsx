import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "./cn.ts";

/**
 * Tabs with one panel shown (WAI-ARIA tabs pattern: arrow keys move between tabs, Home and End
 * jump to the first and last).
 */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: { key: K; title: string; panel: () => ReactNode }[];
  value: K;
  onChange: (key: K) => void;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === value),
  );
  const move = (event: KeyboardEvent) => {
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) onChange(tab.key);
    buttons.current[next]?.focus();
  };
  const current = tabs[index];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-lg bg-muted p-1">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={move}
            className={cn(
              "flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
              i === index
                ? "bg-card text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          className="min-w-0"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${current.key}`}
        >
          {current.panel()}
        </div>
      )}
    </div>
  );
}
