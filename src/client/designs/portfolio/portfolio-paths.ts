/** Where the portfolio dialogs live (spec 2 §2): the page, with ?action=create or ?action=edit&id=. */
export const PORTFOLIO_PATH = "/dashboard/portfolio";
export const CREATE_PATH = `${PORTFOLIO_PATH}?action=create`;
export const editPath = (id: string) => `${PORTFOLIO_PATH}?action=edit&id=${encodeURIComponent(id)}`;
