import { REQUEST_STATUSES, type RequestStatus } from "#shared/requests/constants.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { NativeSelect } from "../../ui/form-controls.tsx";
import { Download } from "../../ui/icons.tsx";
import { SearchInput } from "../../ui/search-input.tsx";
import { type DeskListQuery, exportCsvUrl } from "../api/get-desk-list.ts";

/** Search, status filter and Export CSV (spec 2 §2, §3); the export is disabled when nothing matches. */
export function DeskFilters({
  q,
  status,
  exportQuery,
  canExport,
  onChange,
}: {
  q: string;
  status: RequestStatus | undefined;
  exportQuery: DeskListQuery;
  canExport: boolean;
  onChange: (filters: { q: string; status: RequestStatus | undefined }) => void;
}) {
  const m = useWorkspaceMessages().requests;
  const t = m.desk;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        value={q}
        onSearch={(text) => onChange({ q: text, status })}
        placeholder={t.searchPlaceholder}
        label={t.searchLabel}
        className="flex-1"
      />
      <NativeSelect
        aria-label={t.statusLabel}
        value={status ?? ""}
        onChange={(event) =>
          onChange({ q, status: (event.target.value || undefined) as RequestStatus | undefined })
        }
        className="sm:w-44"
      >
        <option value="">{t.allStatus}</option>
        {REQUEST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {m.myForms.status[value]}
          </option>
        ))}
      </NativeSelect>
      {canExport ? (
        <a href={exportCsvUrl(exportQuery)} download className={buttonClasses({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {t.exportCsv}
        </a>
      ) : (
        <Button variant="outline" disabled>
          <Download aria-hidden="true" />
          {t.exportCsv}
        </Button>
      )}
    </div>
  );
}
