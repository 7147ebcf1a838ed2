/**
 * Email syntax, checked before anything looks at the domain's suffix: one @, a
 * local part of the characters mail systems accept in dot-atom form, and a
 * real host name (labels of letters, digits and inner hyphens, a top-level
 * label of letters). `x@evil.com#.diu.edu.bd` and `x@.diu.edu.bd` are not
 * addresses at all, so no suffix check can be fooled by them. Quoted local
 * parts and address literals are left out: no university issues them.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^[A-Za-z]{2,63}$/;

export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', host = ''] = parts;
  if (local.length === 0 || local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (host.length > 253) return false;
  const labels = host.split('.');
  return (
    labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label)) && TOP_LABEL.test(labels.at(-1)!)
  );
}
