import { cn } from "../../ui/cn.ts";

/**
 * A drawn living room with a Hong Kong skyline in the window, coloured with the theme's tokens so it
 * follows light and dark mode. Decorative: the caller supplies any text alternative.
 */
/** `fill` stretches it over its box (sliced to keep its proportions); otherwise it is as wide as its box. */
export function RoomScene({ fill, className }: { fill?: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 480 380"
      aria-hidden="true"
      className={cn("block", fill ? "size-full" : "h-auto w-full", className)}
      preserveAspectRatio="xMidYMid slice"
    >
      {/* wall and floor */}
      <rect width="480" height="380" className="fill-secondary" />
      <rect y="292" width="480" height="88" className="fill-muted" />
      <rect y="290" width="480" height="4" className="fill-foreground/10" />
      {/* window with skyline */}
      <rect x="262" y="40" width="184" height="160" rx="6" className="fill-card" />
      <rect x="270" y="48" width="168" height="144" rx="3" className="fill-primary/15" />
      <circle cx="404" cy="80" r="12" className="fill-accent/40" />
      <g className="fill-primary/35">
        <rect x="276" y="130" width="16" height="62" />
        <rect x="294" y="112" width="14" height="80" />
        <path d="M312 192V92l6-12 6 12v100z" />
        <rect x="328" y="124" width="18" height="68" />
        <rect x="348" y="142" width="12" height="50" />
        <path d="M362 192V104h10l4-10 4 10h6v88z" />
        <rect x="390" y="134" width="18" height="58" />
        <rect x="410" y="118" width="14" height="74" />
        <rect x="426" y="146" width="12" height="46" />
      </g>
      <path d="M270 176c30-8 56 6 84-2s60 4 84-4v22H270z" className="fill-primary/45" />
      <rect x="352" y="48" width="4" height="144" className="fill-card" />
      <rect x="270" y="118" width="168" height="4" className="fill-card" />
      {/* shelf and objects */}
      <rect x="44" y="112" width="148" height="7" rx="2" className="fill-accent/70" />
      <rect x="56" y="80" width="10" height="32" rx="1" className="fill-primary/70" />
      <rect x="68" y="86" width="8" height="26" rx="1" className="fill-accent" />
      <rect x="78" y="76" width="11" height="36" rx="1" className="fill-foreground/60" />
      <path d="M130 112c-10 0-12-14-8-24h16c4 10 2 24-8 24z" className="fill-card" />
      <path
        d="M128 88c-4-10 0-18 4-22M132 88c4-8 10-12 14-14"
        className="fill-none stroke-success/70"
        strokeWidth="2.5"
      />
      <rect x="156" y="92" width="26" height="20" rx="3" className="fill-primary/30" />
      {/* pendant lamp */}
      <line x1="214" y1="0" x2="214" y2="96" className="stroke-foreground/40" strokeWidth="2" />
      <path d="M190 118a24 24 0 0 1 48 0z" className="fill-accent" />
      <ellipse cx="214" cy="122" rx="12" ry="3" className="fill-accent/40" />
      {/* rug */}
      <ellipse cx="214" cy="336" rx="182" ry="28" className="fill-accent/20" />
      {/* sofa */}
      <rect x="44" y="200" width="290" height="58" rx="18" className="fill-primary/85" />
      <rect x="32" y="232" width="314" height="58" rx="16" className="fill-primary" />
      <rect x="24" y="222" width="36" height="70" rx="14" className="fill-primary/90" />
      <rect x="318" y="222" width="36" height="70" rx="14" className="fill-primary/90" />
      <rect x="76" y="204" width="56" height="44" rx="12" className="fill-accent/80" />
      <rect x="240" y="208" width="52" height="40" rx="12" className="fill-card/90" />
      <rect x="48" y="290" width="8" height="16" rx="2" className="fill-foreground/50" />
      <rect x="322" y="290" width="8" height="16" rx="2" className="fill-foreground/50" />
      {/* coffee table */}
      <rect x="150" y="314" width="132" height="10" rx="5" className="fill-foreground/75" />
      <rect x="164" y="324" width="6" height="24" className="fill-foreground/60" />
      <rect x="262" y="324" width="6" height="24" className="fill-foreground/60" />
      <rect x="186" y="298" width="18" height="16" rx="3" className="fill-card" />
      <rect x="222" y="306" width="40" height="8" rx="2" className="fill-accent/70" />
      {/* plant */}
      <path d="M404 232c-18-30-12-62 6-76 6 24 4 52-6 76z" className="fill-success/70" />
      <path d="M412 232c4-34 28-52 46-54-6 24-22 44-46 54z" className="fill-success/55" />
      <path d="M398 236c-26-14-40-38-38-58 20 8 34 30 38 58z" className="fill-success/60" />
      <path d="M384 232h52l-8 72h-36z" className="fill-accent/75" />
    </svg>
  );
}
