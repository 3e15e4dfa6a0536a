/**
 * The addresses to try for what a visitor typed: "example.pk" or
 * "www.example.pk/shop" mean a website, tried over https first and http as a
 * fallback; a name without "www." also tries the "www." name, for domains
 * whose bare name has no website.
 */
export function candidateUrls(typed: string): string[] {
  const value = typed.trim();
  if (/^https?:\/\//i.test(value)) return [value];
  const rest = value.replace(/^\/\//, '');
  const host = rest.split(/[/?#]/)[0]!.toLowerCase();
  const names = host.startsWith('www.') || host.split('.').length > 3 ? [rest] : [rest, `www.${rest}`];
  return names.flatMap((name) => [`https://${name}`, `http://${name}`]);
}
