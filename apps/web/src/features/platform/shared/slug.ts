/**
 * A slug suggested from a name ("Radio Mitre FM" → "radio-mitre-fm"), in the contract's shape:
 * lowercase letters, digits and single dashes.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
