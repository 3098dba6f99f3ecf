import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { settled } from "./settled.ts";

/** Issue 9's bar: the WCAG 2.0, 2.1 and 2.2 A and AA rules; axe's best-practice advice is not part of it. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * The serious and critical WCAG violations axe finds on the page as it is, one readable line per
 * element: where (`where` names the page and theme), the rule, what it wants and the element.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where} — ${violation.impact} ${violation.id}: ${violation.help}\n` +
          `    at ${node.target.join(" ")}: ${node.html.slice(0, 200)}\n` +
          `    ${(node.failureSummary ?? "").replaceAll("\n", "\n    ")}`,
      ),
    );
}
