import { labelsOf } from "#shared/i18n/label-of.ts";
import { profileBudgetLabel } from "#shared/matching/profile-budget.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { designerPath } from "../../app/parts/designer-byline.tsx";
import { cn } from "../../ui/cn.ts";
import { BadgeCheck, CircleDashed, ExternalLink } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { toast } from "../../ui/toast.tsx";
import { useAdminDesignerProfile, useSetVetting } from "../api/designer-vetting.ts";
import { Detail, DetailSection } from "./account-details.tsx";

/**
 * Vetted / Not vetted as a switch (issue 7 §1): only vetted designers have a public page and are
 * suggested for requests.
 */
export function VettingSwitch({ designer }: { designer: { id: string; name: string; isVetted: boolean } }) {
  const t = useWorkspaceMessages().matching.profiles.admin;
  const setVetting = useSetVetting();
  const toggle = () =>
    setVetting.mutate(
      { id: designer.id, isVetted: !designer.isVetted },
      {
        onSuccess: (profile) =>
          toast(
            profile.isVetted
              ? { title: t.vettedDone(designer.name), description: t.vettedDoneText, variant: "success" }
              : { title: t.unvettedDone(designer.name), description: t.unvettedDoneText, variant: "success" },
          ),
        onError: () => toast({ title: t.vetFailed, variant: "destructive" }),
      },
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={designer.isVetted}
      title={designer.isVetted ? t.unvet(designer.name) : t.vet(designer.name)}
      disabled={setVetting.isPending}
      onClick={toggle}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium whitespace-nowrap transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60",
        designer.isVetted
          ? "border-success/40 bg-success/15 text-success hover:bg-success/25"
          : "border-border bg-card text-muted-foreground hover:bg-muted",
      )}
    >
      {designer.isVetted ? (
        <BadgeCheck aria-hidden="true" className="size-3.5" />
      ) : (
        <CircleDashed aria-hidden="true" className="size-3.5" />
      )}
      {designer.isVetted ? t.vetted : t.notVetted}
    </button>
  );
}

/** The profile the designer keeps, and their vetting, in the admin's Designer Details (spec 2 §2). */
export function DesignerProfileDetails({ designer }: { designer: { id: string; name: string } }) {
  const { matching, designs, app } = useWorkspaceMessages();
  const t = matching.profiles.admin;
  const { data: profile, isError } = useAdminDesignerProfile(designer.id);
  if (isError) return <p className="text-sm text-destructive">{t.profileLoadError}</p>;
  if (!profile) return null;
  const list = (labels: Readonly<Record<string, string>>, items: readonly string[]) =>
    items.length > 0 ? app.formats.list(labelsOf(labels, items)) : t.notStated;
  return (
    <DetailSection title={t.section}>
      <Detail label={t.vetting}>
        <VettingSwitch designer={{ ...designer, isVetted: profile.isVetted }} />
      </Detail>
      <Detail label={t.publicPage}>
        {profile.isVetted ? (
          <Link
            to={designerPath(designer.id)}
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
            {designerPath(designer.id)}
          </Link>
        ) : (
          t.notVetted
        )}
      </Detail>
      <Detail label={t.bio} wide>
        {profile.bioEn || profile.bioZh ? (
          <span className="flex flex-col gap-2">
            {profile.bioEn && (
              <span lang="en" className="whitespace-pre-line">
                {profile.bioEn}
              </span>
            )}
            {profile.bioZh && (
              <span lang="zh-HK" className="whitespace-pre-line">
                {profile.bioZh}
              </span>
            )}
          </span>
        ) : (
          t.notStated
        )}
      </Detail>
      <Detail label={t.experience}>
        {profile.yearsExperience === null
          ? t.notStated
          : matching.profiles.page.yearsExperience(profile.yearsExperience)}
      </Detail>
      <Detail label={t.budget}>{profileBudgetLabel(profile, matching.profiles.page)}</Detail>
      <Detail label={t.specialties}>{list(designs.styleLabels, profile.specialties)}</Detail>
      <Detail label={t.propertyTypes}>
        {list(matching.profiles.propertyTypeLabels, profile.propertyTypes)}
      </Detail>
      <Detail label={t.districts} wide>
        {list(matching.districtLabels, profile.districts)}
      </Detail>
    </DetailSection>
  );
}
