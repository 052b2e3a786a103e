/**
 * Antena at another address than its configured one (http://127.0.0.1:3000 when PUBLIC_URL is
 * http://localhost:3000) would send the provider a callback it does not know: such a visit is
 * moved to the configured address first, keeping the page asked for. Without a configured
 * address (publicUrl null) every address works as it is.
 */
export function canonicalHref(publicUrl: string | null, current: Pick<URL, 'origin' | 'pathname' | 'search' | 'hash'>) {
  if (!publicUrl) return null;
  const target = new URL(publicUrl);
  if (target.origin === current.origin) return null;
  return `${target.origin}${current.pathname}${current.search}${current.hash}`;
}
