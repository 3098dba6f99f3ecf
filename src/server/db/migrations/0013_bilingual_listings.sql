-- Bilingual listings (issue 19 §12): a design's title and description, and a designer's bio, in English, Chinese or both.
-- The current texts become the English fields unless they are written in Chinese (more Han characters than Latin letters).
ALTER TABLE "designs" RENAME COLUMN "title" TO "title_en";--> statement-breakpoint
ALTER TABLE "designs" RENAME COLUMN "description" TO "description_en";--> statement-breakpoint
ALTER TABLE "designs" ALTER COLUMN "title_en" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ALTER COLUMN "description_en" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "title_zh" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "description_zh" text;--> statement-breakpoint
UPDATE "designs" SET "title_zh" = "title_en", "description_zh" = "description_en", "title_en" = NULL, "description_en" = NULL
WHERE length(regexp_replace("title_en" || ' ' || "description_en", '[^㐀-䶿一-鿿豈-﫿𠀀-𯨟]', '', 'g'))
    > length(regexp_replace("title_en" || ' ' || "description_en", '[^A-Za-z]', '', 'g'));--> statement-breakpoint
-- The search document as src/server/designs/search.ts writes it: each Han character a word of its own.
UPDATE "designs" SET "search_vector" =
  setweight(to_tsvector('simple', regexp_replace(coalesce("title_en", '') || ' ' || coalesce("title_zh", ''), '([㐀-䶿一-鿿豈-﫿𠀀-𯨟])', ' \1 ', 'g')), 'A')
  || setweight(to_tsvector('simple', array_to_string("styles", ' ')), 'B')
  || setweight(to_tsvector('simple', regexp_replace(coalesce("description_en", '') || ' ' || coalesce("description_zh", ''), '([㐀-䶿一-鿿豈-﫿𠀀-𯨟])', ' \1 ', 'g')), 'C');--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_texts_check" CHECK (("title_en" IS NULL) = ("description_en" IS NULL) AND ("title_zh" IS NULL) = ("description_zh" IS NULL) AND ("title_en" IS NOT NULL OR "title_zh" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "designer_profiles" RENAME COLUMN "bio" TO "bio_en";--> statement-breakpoint
ALTER TABLE "designer_profiles" ADD COLUMN "bio_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "designer_profiles" SET "bio_zh" = "bio_en", "bio_en" = ''
WHERE length(regexp_replace("bio_en", '[^㐀-䶿一-鿿豈-﫿𠀀-𯨟]', '', 'g')) > length(regexp_replace("bio_en", '[^A-Za-z]', '', 'g'));
