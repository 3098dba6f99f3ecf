import type { FastifyRequest } from "fastify";

/** Who passkeys are made for and where their answers may come from. */
export interface RelyingParty {
  /** The site's host name: passkeys work on it and its subdomains only (an IP address cannot be one). */
  id: string;
  name: string;
  origins: string[];
}

/**
 * The relying party of a request: the host it was made to, and that page's origin (a browser's answer
 * names the page's origin, which the same-origin guard already held to this host or the public address).
 */
export function relyingPartyOf(request: FastifyRequest, brand: string, publicUrl: string): RelyingParty {
  const own = `${request.protocol}://${request.host}`;
  return { id: request.hostname, name: brand, origins: [...new Set([own, new URL(publicUrl).origin])] };
}
