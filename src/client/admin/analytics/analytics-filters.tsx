import { analyticsRange } from "#shared/admin/analytics/query.ts";
import { HK_DISTRICTS, type HkDistrict } from "#shared/matching/districts.ts";
import { PROPERTY_TYPES, type PropertyType } from "#shared/requests/constants.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Field, Input, NativeSelect } from "../../ui/form-controls.tsx";
import { useAnalyticsFilters } from "./use-analytics-filters.ts";

/** The range, district and property type the charts count, kept in the address. */
export function AnalyticsFilters() {
  const { analytics, matching, requests } = useWorkspaceMessages();
  const t = analytics.filters;
  const { filters, setFilters } = useAnalyticsFilters();
  const shown = analyticsRange(filters);
  return (
    <Card className="p-4 sm:p-6">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.3fr_1.3fr_auto] lg:items-end">
        <legend className="sr-only">{t.legend}</legend>
        <Field id="analytics-from" label={t.from}>
          <Input
            id="analytics-from"
            type="date"
            value={shown.from}
            max={shown.to}
            onChange={(event) => {
              const from = event.target.value;
              if (from) setFilters((current) => ({ ...current, from }));
            }}
          />
        </Field>
        <Field id="analytics-to" label={t.to}>
          <Input
            id="analytics-to"
            type="date"
            value={shown.to}
            min={shown.from}
            onChange={(event) => {
              const to = event.target.value;
              if (to) setFilters((current) => ({ ...current, to }));
            }}
          />
        </Field>
        <Field id="analytics-district" label={t.district}>
          <NativeSelect
            id="analytics-district"
            value={filters.district ?? ""}
            onChange={(event) => {
              const district = event.target.value as HkDistrict | "";
              setFilters(({ district: _, ...rest }) => (district ? { ...rest, district } : rest));
            }}
          >
            <option value="">{t.allDistricts}</option>
            {HK_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {matching.districtLabels[district]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="analytics-property-type" label={t.propertyType}>
          <NativeSelect
            id="analytics-property-type"
            value={filters.propertyType ?? ""}
            onChange={(event) => {
              const propertyType = event.target.value as PropertyType | "";
              setFilters(({ propertyType: _, ...rest }) => (propertyType ? { ...rest, propertyType } : rest));
            }}
          >
            <option value="">{t.allPropertyTypes}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {requests.form.propertyTypes[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button variant="ghost" onClick={() => setFilters(() => ({}))}>
          {t.reset}
        </Button>
      </fieldset>
    </Card>
  );
}
