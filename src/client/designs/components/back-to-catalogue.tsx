import { ArrowLeft } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";

/** The way back to the catalogue from a page reached from it (a design, a designer). */
export function BackToCatalogue({ label }: { label: string }) {
  return (
    <Link
      to="/designs"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
