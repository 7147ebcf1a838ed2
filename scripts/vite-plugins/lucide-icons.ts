import type { Options } from 'unplugin-icons';

/**
 * An icon's module: a component drawing the `<svg>` as lucide-react drew it, 24 px unless a
 * class sizes it and hidden from assistive technology unless its props say otherwise. Its
 * shapes are markup fixed at build from the icon set, set as they are rather than turned
 * into elements one by one.
 */
function iconModule(svg: string): string {
  const opening = /^<svg\b([^>]*)>/.exec(svg);
  const viewBox = opening && /\bviewBox="([^"]+)"/.exec(opening[1] ?? '')?.[1];
  if (!opening || !viewBox || !svg.endsWith('</svg>'))
    throw new Error(`Not an icon's SVG: ${svg.slice(0, 80)}`);
  const shapes = svg.slice(opening[0].length, -'</svg>'.length);
  return `import { createElement } from 'react';
const shapes = { __html: ${JSON.stringify(shapes)} };
export default function Icon(props) {
  return createElement('svg', {
    xmlns: 'http://www.w3.org/2000/svg',
    width: 24,
    height: 24,
    viewBox: ${JSON.stringify(viewBox)},
    'aria-hidden': 'true',
    ...props,
    dangerouslySetInnerHTML: shapes,
  });
}
`;
}

/**
 * `import Search from '~icons/lucide/search'`: Lucide's icons, made at build from
 * @iconify-json/lucide (the whole set in one JSON file), and only those the code imports.
 * The same options serve the client's build and the first screens' prerender (decision 0030).
 */
export const lucideIcons: Options = {
  compiler: { extension: 'js', compiler: iconModule },
  autoInstall: false,
};
