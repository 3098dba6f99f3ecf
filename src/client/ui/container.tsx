import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const WIDTHS = { "6xl": "max-w-6xl", "5xl": "max-w-5xl", "4xl": "max-w-4xl", "3xl": "max-w-3xl" } as const;

export function Container({
  className,
  width = "6xl",
  ...props
}: ComponentProps<"div"> & { width?: keyof typeof WIDTHS }) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", WIDTHS[width], className)} {...props} />;
}
