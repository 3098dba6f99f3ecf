import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { PortfolioItemInput } from "#shared/designs/portfolio.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { useLocale, useWorkspaceMessages } from "../../app/i18n.tsx";
import { Field, Textarea } from "../../ui/form-controls.tsx";
import { TextField } from "../../ui/text-field.tsx";

const FIELDS = {
  en: { title: "titleEn", description: "descriptionEn" },
  "zh-HK": { title: "titleZh", description: "descriptionZh" },
} as const satisfies Record<
  Locale,
  { title: keyof PortfolioItemInput; description: keyof PortfolioItemInput }
>;

/**
 * A design's title and description in English and in Chinese, the page's language first: either
 * or both may be written (the schema asks for at least one). Each field carries its language, so
 * spelling checks and input methods follow it.
 */
export function PortfolioTextFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<PortfolioItemInput>;
  errors: FieldErrors<PortfolioItemInput>;
  disabled: boolean;
}) {
  const d = useWorkspaceMessages().designs.portfolio.dialog;
  const locale = useLocale();
  const order: Locale[] = locale === "en" ? ["en", "zh-HK"] : ["zh-HK", "en"];
  const names = {
    en: { group: d.fields.english, title: d.fields.titleEn, description: d.fields.descriptionEn },
    "zh-HK": { group: d.fields.chinese, title: d.fields.titleZh, description: d.fields.descriptionZh },
  };
  const placeholders = {
    en: { title: d.placeholders.titleEn, description: d.placeholders.descriptionEn },
    "zh-HK": { title: d.placeholders.titleZh, description: d.placeholders.descriptionZh },
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="portfolio-texts-hint">
      <legend className="text-sm font-medium">
        {d.fields.texts}
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      <p id="portfolio-texts-hint" className="text-xs text-muted-foreground">
        {d.fields.textsHint}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {order.map((lang) => {
          const { title, description } = FIELDS[lang];
          const id = (field: string) => `portfolio-${field}`;
          return (
            <div key={lang} className="flex flex-col gap-3 rounded-lg border border-border p-3">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {names[lang].group}
              </p>
              <TextField
                id={id(title)}
                label={names[lang].title}
                lang={lang}
                placeholder={placeholders[lang].title}
                disabled={disabled}
                error={errors[title]?.message}
                {...register(title)}
              />
              <Field
                id={id(description)}
                label={names[lang].description}
                error={errors[description]?.message}
              >
                <Textarea
                  id={id(description)}
                  lang={lang}
                  rows={4}
                  placeholder={placeholders[lang].description}
                  disabled={disabled}
                  aria-invalid={errors[description] ? true : undefined}
                  {...register(description)}
                />
              </Field>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
