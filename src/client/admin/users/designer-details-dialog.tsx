import { useState } from "react";
import type { AdminDesigner } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { Trash2 } from "../../ui/icons.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { AccountDetails, AccountHeading, Detail, DetailSection } from "./account-details.tsx";
import { DesignerPortfolioList } from "./designer-portfolio-list.tsx";
import { DesignerProfileDetails } from "./designer-vetting.tsx";
import { ResetSecondFactor } from "./reset-second-factor.tsx";

/**
 * Spec 2 §2: Profile Information and Portfolio tabs, and Delete Designer. The profile tab shows the
 * designer's own profile with the vetting switch, then what the account keeps (role, password
 * chosen, item count), never blocks of 'Not available'.
 */
export function DesignerDetailsDialog({
  designer,
  onClose,
  onDelete,
}: {
  designer: AdminDesigner;
  onClose: () => void;
  onDelete: (designer: AdminDesigner) => void;
}) {
  const m = useWorkspaceMessages().admin;
  const t = m.designers;
  const [tab, setTab] = useState<"profile" | "portfolio">("profile");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.detailsTitle} closeLabel={m.users.close} width="2xl">
        <AccountHeading user={designer} />
        <Tabs
          label={t.detailsTitle}
          value={tab}
          onChange={setTab}
          tabs={[
            {
              key: "profile",
              title: t.profileTab,
              panel: () => (
                <div className="flex flex-col gap-4">
                  <DesignerProfileDetails designer={{ id: designer.id, name: displayName(designer) }} />
                  <AccountDetails user={designer} />
                  <DetailSection title={t.designerProfile}>
                    <Detail label={t.role}>{t.roleDesigner}</Detail>
                    <Detail label={t.portfolioItems}>{designer.portfolioCount}</Detail>
                    <Detail label={t.passwordSet} wide>
                      {designer.hasPassword ? t.passwordChosen : t.passwordPending}
                    </Detail>
                  </DetailSection>
                  <ResetSecondFactor user={designer} />
                </div>
              ),
            },
            {
              key: "portfolio",
              title: t.portfolioTab(designer.portfolioCount),
              panel: () => <DesignerPortfolioList designerId={designer.id} />,
            },
          ]}
        />
        <div className="flex justify-end border-t border-border pt-4">
          <Button variant="destructive" onClick={() => onDelete(designer)}>
            <Trash2 aria-hidden="true" />
            {t.deleteDesigner}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
