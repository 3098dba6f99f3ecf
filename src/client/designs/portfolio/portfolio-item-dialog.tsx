import { useNavigate } from "react-router";
import type { CurrentUser } from "#shared/auth/user.ts";
import type { Design } from "#shared/designs/design.ts";
import { emptyPortfolioItem, type PortfolioItemInput } from "#shared/designs/portfolio.ts";
import { errorText } from "../../app/api.ts";
import { useDesign } from "../../app/get-design.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { ArrowLeft } from "../../ui/icons.tsx";
import { PageSpinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/toast.tsx";
import { readDraft } from "../../ui/use-draft.ts";
import { useDesignerOptions } from "../api/get-designer-options.ts";
import { ImageUploadError, useSavePortfolioItem } from "../api/save-portfolio-item.ts";
import type { ImageSelection } from "./portfolio-image-manager.tsx";
import { type DesignerChoice, PortfolioItemForm } from "./portfolio-item-form.tsx";
import { PORTFOLIO_PATH } from "./portfolio-paths.ts";

/** Spec 2 §4: the create draft is kept per user. */
const draftKeyFor = (userId: string) => `nestmatch-portfolio-draft:${userId}`;

function fromDesign(design: Design): PortfolioItemInput {
  const fallback = emptyPortfolioItem().budget;
  return {
    designerId: design.designer.id,
    titleEn: design.texts.en?.title ?? "",
    descriptionEn: design.texts.en?.description ?? "",
    titleZh: design.texts["zh-HK"]?.title ?? "",
    descriptionZh: design.texts["zh-HK"]?.description ?? "",
    style: design.style,
    // An open-ended budget of older data shows as such; the list asks for a top before saving.
    budget: design.budget
      ? { min: design.budget.min, max: design.budget.max ?? `${design.budget.min}+` }
      : fallback,
  };
}

const imagesOf = (design: Design): ImageSelection => ({
  images: design.images.map((image) => ({ key: image.id, url: image.imageUrl })),
  mainKey: design.images.find((image) => image.isMain)?.id ?? null,
});

function ItemForm({
  user,
  design,
  onClose,
}: {
  user: CurrentUser;
  design: Design | null;
  onClose: () => void;
}) {
  const p = useWorkspaceMessages().designs.portfolio;
  const t = p.toasts;
  const isAdmin = user.role === "admin";
  const designers = useDesignerOptions(isAdmin);
  const save = useSavePortfolioItem({
    uploadFailed: t.uploadFailed,
    updateImagesFailed: t.updateImagesFailed,
  });
  const draftKey = design ? null : draftKeyFor(user.id);
  const designerChoice: DesignerChoice | null = isAdmin
    ? {
        options: designers.data ?? [],
        current: design ? { id: design.designer.id, name: design.designer.name } : null,
      }
    : null;

  return (
    <PortfolioItemForm
      initial={
        design ? fromDesign(design) : (readDraft<PortfolioItemInput>(draftKey ?? "") ?? emptyPortfolioItem())
      }
      initialImages={design ? imagesOf(design) : { images: [], mainKey: null }}
      designerChoice={designerChoice}
      draftKey={draftKey}
      saving={save.isPending}
      onCancel={onClose}
      onSubmit={(input, images, clearDraft) =>
        save.mutate(
          {
            id: design?.id ?? null,
            input,
            images: images.images,
            mainKey: images.mainKey,
            imagesChanged: images.changed,
          },
          {
            onSuccess: () => {
              clearDraft();
              toast({ title: design ? t.updated : t.created, variant: "success" });
              onClose();
            },
            onError: (error) =>
              toast({
                title: design ? t.updateFailed : t.createFailed,
                description:
                  error instanceof ImageUploadError
                    ? error.message
                    : errorText(error, design ? t.updateFailedText : t.createFailedText),
                variant: "destructive",
              }),
          },
        )
      }
    />
  );
}

function EditItem({ id, user, onClose }: { id: string; user: CurrentUser; onClose: () => void }) {
  const { designs } = useWorkspaceMessages();
  const { data: design, isPending } = useDesign(id);
  if (isPending) return <PageSpinner label={designs.portfolio.dialog.loading} inBox />;
  if (!design) return <p className="text-muted-foreground">{designs.portfolio.dialog.notFound}</p>;
  return <ItemForm key={design.id} user={user} design={design} onClose={onClose} />;
}

/** Spec 2 §2: 'Add New Design' for ?action=create, 'Edit Design' for ?action=edit&id=. */
export function PortfolioItemDialog({
  mode,
  id,
  user,
}: {
  mode: "create" | "edit";
  id: string | null;
  user: CurrentUser;
}) {
  const d = useWorkspaceMessages().designs.portfolio.dialog;
  const navigate = useNavigate();
  const close = () => navigate(PORTFOLIO_PATH, { replace: true });
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={mode === "create" ? d.createTitle : d.editTitle}
        width="2xl"
        // A click beside the dialog should not throw away a half-written design.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <Button variant="link" size="inline" className="justify-self-start px-3" onClick={close}>
          <ArrowLeft aria-hidden="true" />
          {d.back}
        </Button>
        {mode === "create" ? (
          <ItemForm user={user} design={null} onClose={close} />
        ) : id ? (
          <EditItem id={id} user={user} onClose={close} />
        ) : (
          <p className="text-muted-foreground">{d.notFound}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
