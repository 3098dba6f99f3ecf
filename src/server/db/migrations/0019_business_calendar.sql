-- Hong Kong's general holidays, for the database's business-hours clock (issue 22's analytics). Filled on
-- every start from the one list in shared/matching/hk-holidays.ts (server/db/business-calendar.ts), which
-- also defines business_hours_between from the same constants the application uses.
CREATE TABLE "hk_general_holidays" (
	"day" date PRIMARY KEY NOT NULL
);
