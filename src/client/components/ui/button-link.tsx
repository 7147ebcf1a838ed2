import { Link, type LinkProps } from 'react-router';
import { buttonClass, type Variant } from './button';

/** A link to another page of the app that looks like a button (Print Label, Print Receipt). */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...rest
}: LinkProps & { variant?: Variant }) {
  return <Link className={`${buttonClass(variant)} ${className}`} {...rest} />;
}
