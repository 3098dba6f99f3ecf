import type { ComponentType, SVGProps } from "react";
import { cn } from "./cn.ts";

/*
 * lucide's icons, drawn from one sprite of their shapes (icons.svg, made from lucide by scripts/icon-sprite.ts)
 * instead of a module of path data each and lucide's React runtime (about 1.5 KB): /designs' first visit went
 * from 105.8 to 104.0 KB of JavaScript, and an icon in the server's HTML is a name, not its paths. An icon
 * points at its symbol in the page itself (icon-symbols.ts puts the symbols there): a `<use>` of another file
 * costs the browser a whole SVG document on the main thread (docs/decisions.md, "Icons drawn from one sprite").
 */

/** What the sprite's symbol ids start with, so that they never meet the page's own ids. */
export const ICON_ID_PREFIX = "icon-";

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in pixels unless a unit is given; a class such as `size-4` overrides it. */
  size?: number | string;
}

/** An icon component, as a list of features or steps takes one. */
export type IconComponent = ComponentType<IconProps>;

function icon(name: string): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon when this module loads, never in a render.
  function Icon({ size = 24, className, children, ...props }: IconProps) {
    // As lucide does: an icon is decoration unless the caller gives it a name to read out.
    const named =
      Boolean(children) ||
      Object.entries(props).some(
        ([key, value]) => value != null && (key.startsWith("aria-") || key === "role" || key === "title"),
      );
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless the caller names it (aria-label, title, role).
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : true}
        className={cn("lucide", `lucide-${name}`, className)}
        {...props}
      >
        {children}
        <use href={`#${ICON_ID_PREFIX}${name}`} />
      </svg>
    );
  }
  return Icon;
}

// Names as lucide-react exports them; the sprite holds each one's shape under its lucide file name.
export const AlarmClock = icon("alarm-clock");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const BadgeCheck = icon("badge-check");
export const Bell = icon("bell");
export const BellOff = icon("bell-off");
export const BellRing = icon("bell-ring");
export const Camera = icon("camera");
export const Check = icon("check");
export const CheckCheck = icon("check-check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleAlert = icon("circle-exclamation-point");
export const CircleDashed = icon("circle-dashed");
export const ClipboardCheck = icon("clipboard-check");
export const ClipboardList = icon("clipboard-list");
export const Clock = icon("clock");
export const Compass = icon("compass");
export const Copy = icon("copy");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const EyeOff = icon("eye-off");
export const FilePlus2 = icon("file-plus-corner");
export const FileSearch = icon("file-search");
export const FileText = icon("file-text");
export const Hammer = icon("hammer");
export const HandHeart = icon("hand-heart");
export const Heart = icon("heart");
export const Home = icon("house");
export const ImageOff = icon("image-off");
export const ImagePlus = icon("image-plus");
export const Images = icon("images");
export const Inbox = icon("inbox");
export const Info = icon("info");
export const KeyRound = icon("key-round");
export const Languages = icon("languages");
export const LayoutGrid = icon("layout-grid");
export const LifeBuoy = icon("life-buoy");
export const Lightbulb = icon("lightbulb");
export const ListChecks = icon("list-checks");
export const LoaderCircle = icon("loader-circle");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MailCheck = icon("mail-check");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const MessageSquarePlus = icon("message-square-plus");
export const MessageSquareReply = icon("message-square-reply");
export const MessageSquareText = icon("message-square-text");
export const Monitor = icon("monitor");
export const Moon = icon("moon");
export const MoreHorizontal = icon("ellipsis");
export const Palette = icon("palette");
export const Pencil = icon("pencil");
export const PencilRuler = icon("pencil-ruler");
export const Phone = icon("phone");
export const Plus = icon("plus");
export const Quote = icon("quote");
export const RotateCcw = icon("rotate-ccw");
export const Ruler = icon("ruler");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const ShieldAlert = icon("shield-exclamation-point");
export const ShieldCheck = icon("shield-check");
export const ShieldOff = icon("shield-off");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Smartphone = icon("smartphone");
export const Sofa = icon("sofa");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Sun = icon("sun");
export const SwatchBook = icon("swatch-book");
export const Tablet = icon("tablet");
export const Target = icon("target");
export const Timer = icon("timer");
export const Trash2 = icon("trash");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Undo2 = icon("undo-2");
export const Upload = icon("upload");
export const User = icon("user");
export const UserCog = icon("user-cog");
export const UserPlus = icon("user-plus");
export const UserRound = icon("user-round");
export const UserRoundPen = icon("user-round-pen");
export const UserRoundSearch = icon("user-round-search");
export const Users = icon("users");
export const UsersRound = icon("users-round");
export const Wallet = icon("wallet");
export const X = icon("x");
