import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Credential, CredentialFieldsInput, OwnCredentials } from "#shared/trust/credentials.ts";
import { apiUpload, getJson } from "../../app/api.ts";
import { credentialKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

export const ownCredentialsQuery = () =>
  queryOptions({
    queryKey: credentialKeys.own(),
    queryFn: ({ signal }) => getJson<OwnCredentials>("/api/designer/credentials", signal),
  });

/** GET /api/designer/credentials: per kind, the verified document and the one waiting or rejected. */
export const useOwnCredentials = () => useQuery(ownCredentialsQuery());

/** POST /api/designer/credentials: the fields and the document, as sent (a certificate is never shrunk). */
export function useUploadCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, file }: { fields: CredentialFieldsInput; file: File }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields))
        if (value !== undefined) form.append(name, String(value));
      form.append("document", file, file.name);
      return (await (await apiUpload("/api/designer/credentials", form)).json()) as Credential;
    },
    onSettled: () => refreshQueries(queryClient, { queryKey: credentialKeys.own() }),
  });
}
