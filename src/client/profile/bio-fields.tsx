import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { Locale } from "#shared/i18n/locales.ts";
import { BIO_MAX_LENGTH, type DesignerProfileInput } from "#shared/matching/profile.ts";
import { useLocale, useWorkspaceMessages } from "../app/i18n.tsx";
import { Field, Textarea } from "../ui/form-controls.tsx";

const FIELDS = { en: "bioEn", "zh-HK": "bioZh" } as const satisfies Record<
  Locale,
  keyof DesignerProfileInput
>;

/**
 * The bio in English and in Chinese, the page's language first; either, both or neither may be
 * written. Each field carries its language, so spelling checks and input methods follow it.
 */
export function BioFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<DesignerProfileInput>;
  errors: FieldErrors<DesignerProfileInput>;
  disabled: boolean;
}) {
  const { fields: f, form: t } = useWorkspaceMessages().matching.profiles;
  const locale = useLocale();
  const order: Locale[] = locale === "en" ? ["en", "zh-HK"] : ["zh-HK", "en"];
  const labels = { en: f.bioEn, "zh-HK": f.bioZh };
  const placeholders = { en: t.bioPlaceholderEn, "zh-HK": t.bioPlaceholderZh };
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 lg:grid-cols-2">
        {order.map((lang) => {
          const name = FIELDS[lang];
          const id = `designer-${name}`;
          return (
            <Field key={lang} id={id} label={labels[lang]} error={errors[name]?.message}>
              <Textarea
                id={id}
                lang={lang}
                rows={5}
                maxLength={BIO_MAX_LENGTH}
                placeholder={placeholders[lang]}
                disabled={disabled}
                aria-describedby="designer-bio-hint"
                {...register(name)}
              />
            </Field>
          );
        })}
      </div>
      <p id="designer-bio-hint" className="text-xs text-muted-foreground">
        {t.bioHint(BIO_MAX_LENGTH)}
      </p>
    </div>
  );
}
