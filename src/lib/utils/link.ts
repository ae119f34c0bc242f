/** An external link starts with http:, https:, mailto: or tel: (menu entries, header search). */
export function isExternalLink(path: string | null | undefined): boolean {
  return typeof path === 'string' && /^(https?:|mailto:|tel:)/i.test(path.trim());
}
