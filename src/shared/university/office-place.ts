/**
 * Where the office is, said once: its name, then the parts of its address the
 * name does not already say. DIU's office is named 'Security Office, Daffodil
 * Smart City' and its address also names Daffodil Smart City.
 */
export function officePlace(office: { name: string; address: string }): string {
  const addressParts = office.address.split(',').map((part) => part.trim());
  const nameParts = office.name
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !addressParts.includes(part));
  return [...nameParts, ...addressParts].filter(Boolean).join(', ');
}

/** The office's name without the parts its address says too, for a text that gives both. */
export function officeNameBesideAddress(office: { name: string; address: string }): string {
  const addressParts = office.address.split(',').map((part) => part.trim());
  const nameParts = office.name.split(',').map((part) => part.trim());
  const kept = nameParts.filter((part) => !addressParts.includes(part));
  return kept.length > 0 ? kept.join(', ') : office.name;
}
