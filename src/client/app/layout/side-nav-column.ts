/** The side navigation's column: its own box, and the box held for it while it loads (root-layout.tsx). */
export const SIDE_NAV_COLUMN = "hidden w-64 shrink-0 border-r border-border bg-card/40 md:block";
