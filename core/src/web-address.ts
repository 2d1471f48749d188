/**
 * An address typed without its scheme ('www.example.com/soup', 'cooks.example:8080/soup') as the https:// one a
 * browser would open; what has a scheme, a space or no dot is left for validation to judge. A name followed by a
 * colon and digits is a host and its port, not a scheme.
 */
export function withWebScheme(typed: string): string {
  const address = typed.trim();
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i.test(address);
  if (hasScheme || /\s/.test(address) || !address.includes('.')) return typed;
  return `https://${address.replace(/^\/+/, '')}`;
}
