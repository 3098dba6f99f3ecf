import { useState } from "react";
import { initials } from "#shared/auth/display.ts";
import { cn } from "./cn.ts";

const SIZES = {
  xs: "size-6 text-[0.65rem]",
  sm: "size-9 text-xs",
  md: "size-12 text-sm",
  lg: "size-16 text-lg",
  xl: "size-20 text-2xl",
} as const;

const CHINESE = /\p{Script=Han}/u;

/** One Chinese character fills the circle as two Latin letters do, so it is drawn a quarter larger. */
function Initials({ letters }: { letters: string }) {
  return CHINESE.test(letters) ? <span className="text-[1.25em]">{letters}</span> : letters;
}

/** A person's picture, or their initials (spec 2 §3) when there is none or it fails to load. */
export function Avatar({
  person,
  size = "sm",
  className,
}: {
  person: {
    email?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    /** The name put together, for the initials when the parts are not known. */
    name?: string | null;
    profileImageUrl?: string | null;
  };
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const picture = person.profileImageUrl && !broken ? person.profileImageUrl : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground",
        SIZES[size],
        className,
      )}
    >
      {picture ? (
        <img src={picture} alt="" className="size-full object-cover" onError={() => setBroken(true)} />
      ) : (
        <Initials letters={initials(person)} />
      )}
    </span>
  );
}
