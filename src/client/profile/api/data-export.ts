/** GET: the signed-in user's own data as a JSON download; a plain link, so the browser saves the file. */
export const DATA_EXPORT_URL = "/api/user/export";
