import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A grey placeholder shaped like content that is still loading. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
