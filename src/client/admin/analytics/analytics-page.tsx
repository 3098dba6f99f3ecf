import { lazy } from "react";
import { adminPage } from "../admin-page.tsx";

/** The charts and their library load after the role check, so nobody else downloads them. */
const Dashboard = lazy(() => import("./analytics-dashboard.tsx"));

/** /dashboard/analytics: the admin's analytics (issue 22 §1). */
export const AnalyticsPage = adminPage("analytics", Dashboard);
