import { useEffect, useState } from "react";
import { cn } from "./cn.ts";
import { Input } from "./form-controls.tsx";
import { Search } from "./icons.tsx";

const SEARCH_DELAY_MS = 300;

/** A search box that passes the text on after a short pause, so a list is not asked for once per key. */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  label,
  className,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  label: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}
