import type { HkDistrict } from "#shared/matching/districts.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";

/**
 * Hong Kong's 18 districts as a tile map: one equal tile per district, each in its place relative to the
 * others (north-west New Territories top left, Hong Kong Island at the bottom, Lantau's Islands south-west).
 * A schematic, drawn by hand: no district geometry could be downloaded (docs/decisions.md).
 */
const TILES: Record<HkDistrict, [column: number, row: number]> = {
  "Yuen Long": [1, 0],
  North: [2, 0],
  "Tai Po": [3, 0],
  "Tuen Mun": [0, 1],
  "Tsuen Wan": [1, 1],
  "Sha Tin": [3, 1],
  "Sai Kung": [4, 1],
  "Kwai Tsing": [1, 2],
  "Sham Shui Po": [2, 2],
  "Wong Tai Sin": [3, 2],
  "Kwun Tong": [4, 2],
  "Yau Tsim Mong": [2, 3],
  "Kowloon City": [3, 3],
  Islands: [0, 4],
  "Central and Western": [2, 4],
  "Wan Chai": [3, 4],
  Eastern: [4, 4],
  Southern: [3, 5],
};
const SIZE = 76;
const GAP = 6;
const STEPS = 5;

/** A share of the primary colour over the card's, so both themes shade alike. */
const shade = (step: number) =>
  step < 0
    ? "var(--color-muted)"
    : `color-mix(in oklab, var(--color-primary) ${Math.round(18 + (step / (STEPS - 1)) * 82)}%, var(--color-card))`;

export function DistrictMap({ counts }: { counts: { district: HkDistrict; requests: number }[] }) {
  const { analytics, matching } = useWorkspaceMessages();
  const t = analytics.districts;
  const max = Math.max(0, ...counts.map((c) => c.requests));
  const stepOf = (n: number) =>
    n === 0 || max === 0 ? -1 : Math.min(STEPS - 1, Math.floor((n / max) * STEPS));
  // Each shade's counts, as stepOf gives them (a shade no count can have is left out).
  const bounds = Array.from({ length: STEPS }, (_, step) => {
    const low = Math.max(1, Math.ceil((step * max) / STEPS));
    const high = step === STEPS - 1 ? max : Math.ceil(((step + 1) * max) / STEPS) - 1;
    return [low, Math.min(high, max)] as const;
  });
  return (
    <div className="flex flex-col gap-3">
      <svg
        role="img"
        aria-label={t.mapLabel}
        viewBox={`0 0 ${5 * (SIZE + GAP)} ${6 * (SIZE + GAP)}`}
        className="mx-auto w-full max-w-md"
      >
        {counts.map(({ district, requests }) => {
          const [column, row] = TILES[district];
          const step = stepOf(requests);
          const name = matching.districtLabels[district];
          const dark = step >= 2;
          const x = column * (SIZE + GAP);
          const y = row * (SIZE + GAP);
          return (
            <g key={district} data-district={district}>
              <title>{t.tile(name, requests)}</title>
              <rect
                x={x}
                y={y}
                width={SIZE}
                height={SIZE}
                rx={10}
                style={{ fill: shade(step), stroke: "var(--color-border)" }}
              />
              <text
                x={x + SIZE / 2}
                y={y + SIZE / 2 - 6}
                textAnchor="middle"
                fontSize={15}
                fontWeight={600}
                style={{ fill: dark ? "var(--color-primary-foreground)" : "var(--color-foreground)" }}
              >
                {t.short[district]}
              </text>
              <text
                x={x + SIZE / 2}
                y={y + SIZE / 2 + 16}
                textAnchor="middle"
                fontSize={16}
                style={{ fill: dark ? "var(--color-primary-foreground)" : "var(--color-foreground)" }}
              >
                {requests}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="font-medium">{t.legend}</span>
        <span className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="size-3 rounded-sm border border-border"
            style={{ background: shade(-1) }}
          />
          0
        </span>
        {max > 0 &&
          bounds.map(([low = 0, high = 0], step) =>
            low > high ? null : (
              <span key={`${low}-${high}`} className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-sm border border-border"
                  style={{ background: shade(step) }}
                />
                {low === high ? low : `${low}–${high}`}
              </span>
            ),
          )}
      </div>
    </div>
  );
}
