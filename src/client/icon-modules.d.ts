/** The icon components made at build (scripts/vite-plugins/lucide-icons.ts). */
declare module '~icons/lucide/*' {
  import type { JSX, SVGProps } from 'react';

  const Icon: (props: SVGProps<SVGSVGElement>) => JSX.Element;
  export default Icon;
}
