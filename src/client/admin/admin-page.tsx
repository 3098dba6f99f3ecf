import type { ComponentType } from "react";
import type { PageKey } from "#shared/app/routes.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { RoleGate } from "../app/role-gate.tsx";

/** An administrators' screen: others read 'Access Denied' (spec 2 §2); the server refuses them anyway. */
export function adminPage(page: PageKey, Content: ComponentType) {
  return function AdminPage() {
    const { admin } = useWorkspaceMessages();
    usePageMeta(page);
    return (
      <RoleGate roles={["admin"]} deniedText={admin.deniedText}>
        {() => <Content />}
      </RoleGate>
    );
  };
}
