import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { Skeleton } from "./skeleton.tsx";

/**
 * A data table that scrolls sideways inside its card on narrow screens. Positioned, so that what is laid
 * out absolutely inside (a screen reader's column name) scrolls with it instead of widening the page.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

const ALIGN = { start: "text-left", center: "text-center", end: "text-right" } as const;

export function TableHead({
  className,
  align = "start",
  ...props
}: Omit<ComponentProps<"th">, "align"> & { align?: keyof typeof ALIGN }) {
  return (
    <th
      scope="col"
      className={cn(
        "h-10 border-b border-border px-3 align-middle text-xs font-medium whitespace-nowrap text-muted-foreground",
        ALIGN[align],
        className,
      )}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr className={cn("border-b border-border last:border-0 hover:bg-muted/40", className)} {...props} />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-3 align-middle", className)} {...props} />;
}

/** Spec 2 §9: loading skeletons show 5 rows. */
const SKELETON_ROWS = 5;

/** Placeholder rows while a table loads; `avatar` adds a round one before the line. */
export function SkeletonRows({ columns, avatar }: { columns: number; avatar?: boolean }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
    <TableRow key={row}>
      <TableCell colSpan={columns}>
        <div className="flex items-center gap-3">
          {avatar && <Skeleton shape="circle" className="size-9" />}
          <Skeleton className="h-6 flex-1" />
        </div>
      </TableCell>
    </TableRow>
  ));
}
