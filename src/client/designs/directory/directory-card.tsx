import type { DirectoryDesigner } from "#shared/matching/directory-responses.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import { profileBudgetLabel } from "#shared/matching/profile-budget.ts";
import type { DirectoryMessages } from "../../app/designer-directory-messages.ts";
import { useMessages } from "../../app/i18n.tsx";
import { designerPath } from "../../app/parts/designer-byline.tsx";
import { RatingSummary } from "../../app/parts/rating-summary.tsx";
import { ReplyTime } from "../../app/parts/reply-time.tsx";
import { TrustBadges } from "../../app/parts/trust-badges.tsx";
import { WrittenInLabel } from "../../app/parts/written-in-label.tsx";
import { Avatar } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { BadgeCheck, ImageOff, MessageSquarePlus } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";

/** A card shows this many districts; the rest are counted. */
const DISTRICTS_SHOWN = 3;

/** Where "Ask for this designer" leads: a new request that names them. */
export const askForPath = (designerId: string) => `/design-request?designer=${designerId}`;

export function DirectoryCard({
  designer,
  chosenDistrict,
  m,
}: {
  designer: DirectoryDesigner;
  /** The district the reader filtered by: every designer listed works there, so it leads their districts. */
  chosenDistrict?: HkDistrict | undefined;
  m: DirectoryMessages;
}) {
  const { designs, matching } = useMessages();
  const profiles = matching.profiles;
  const worksInChosen = chosenDistrict !== undefined && designer.districts.includes(chosenDistrict);
  const ordered = worksInChosen
    ? [chosenDistrict, ...designer.districts.filter((district) => district !== chosenDistrict)]
    : designer.districts;
  const districts = ordered.slice(0, DISTRICTS_SHOWN);
  const hidden = ordered.length - districts.length;
  const matched = [
    ...designer.matches.styles.map((style) => designs.styleLabels[style]),
    ...designer.matches.languages.map((language) => profiles.languageLabels[language]),
    ...(worksInChosen ? [matching.districtLabels[chosenDistrict]] : []),
  ];
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[16/7] bg-muted">
        {designer.coverImageUrl ? (
          <img
            src={`${designer.coverImageUrl}?w=640`}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="-mt-10 flex items-end gap-3">
          <Avatar person={designer} size="lg" className="size-16 border-4 border-card text-lg" />
          <Badge tone="success" className="mb-1 gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {profiles.page.vettedBadge}
          </Badge>
        </div>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg leading-snug font-semibold">
            <Link
              to={designerPath(designer.id)}
              aria-label={m.card.viewProfile(designer.name)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
            >
              {designer.name}
            </Link>
          </h2>
          <TrustBadges badges={designer.badges} compact className="my-1" />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <RatingSummary rating={designer.rating} />
            {designer.yearsExperience !== null && (
              <span>{profiles.page.yearsExperience(designer.yearsExperience)}</span>
            )}
            <span>{m.card.designs(designer.designCount)}</span>
          </div>
          <ReplyTime bucket={designer.replyTime} />
        </div>
        {designer.bio && designer.bioLang ? (
          <div className="flex flex-col gap-1.5">
            {designer.bioIsFallback && <WrittenInLabel lang={designer.bioLang} />}
            <p lang={designer.bioLang} className="line-clamp-3 text-sm">
              {designer.bio}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{m.card.noBio}</p>
        )}
        {designer.specialties.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {designer.specialties.map((style) => (
              <Badge key={style} tone="primary">
                {designs.styleLabels[style]}
              </Badge>
            ))}
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{m.card.districts}</dt>
          <dd>
            {districts.length === 0
              ? profiles.page.notStated
              : [
                  ...districts.map((district) => matching.districtLabels[district]),
                  ...(hidden > 0 ? [m.card.moreDistricts(hidden)] : []),
                ].join(" · ")}
          </dd>
          <dt className="text-muted-foreground">{m.card.languages}</dt>
          <dd>
            {designer.languages.length === 0
              ? profiles.page.notStated
              : designer.languages.map((language) => profiles.languageLabels[language]).join(" · ")}
          </dd>
          <dt className="text-muted-foreground">{m.card.budget}</dt>
          <dd className="font-medium text-primary">{profileBudgetLabel(designer, profiles.page)}</dd>
        </dl>
        {matched.length > 0 && (
          <p className="rounded-lg bg-secondary/60 px-3 py-2 text-sm">
            <span className="font-medium">{m.card.matches}</span> {matched.join(" · ")}
          </p>
        )}
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            to={askForPath(designer.id)}
            aria-label={m.card.askForLabel(designer.name)}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <MessageSquarePlus aria-hidden="true" />
            {m.card.askFor}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function DirectoryGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 2xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="overflow-hidden rounded-xl border border-border bg-card">
          <Skeleton shape="flat" className="aspect-[16/7]" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton shape="circle" className="-mt-10 size-16 border-4 border-card" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-8 w-44" />
          </div>
        </div>
      ))}
    </div>
  );
}
