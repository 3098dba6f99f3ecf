import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { LegalDocumentView } from "./components/legal-document.tsx";

export function CookiesPage() {
  const m = useMessages().marketing;
  usePageMeta("cookies");
  return <LegalDocumentView document={m.cookies} />;
}
