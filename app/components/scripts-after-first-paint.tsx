// The page's scripts start loading once the page has been painted, not while the browser builds it.
//
// Every page works without JavaScript (forms post, links navigate), so the first paint is a page a person can use;
// the scripts only add to it. Remix's <Scripts> lists every module of the page as <link rel="modulepreload">
// and imports them from an inline module: on a fast connection they all arrive before the first paint, and the
// browser evaluates them before painting, so a 100-field questionnaire page was painted only after 235 KB of
// scripts had been fetched and run. Lighthouse's simulation of a slow phone (issue 33) then counted all 31 of them
// in the page's first paint (LCP 2.8 s for an observed paint at 0.3 s). Here the same module list is fetched and
// imported once a frame has been painted (or the browser reports its first paint, whichever comes first): the page
// paints from its HTML and CSS alone, and hydrates right after. Nothing else in Remix's start changes (its context script, the order of its imports, the entry
// last). A page opened in a background tab loads its scripts when it is first shown (no frame is painted before).
import { Scripts } from '@remix-run/react';
import { Fragment, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type ScriptsProps = Parameters<typeof Scripts>[0];

// Remix's inline module script: side-effect imports (the manifest) and `import * as routeN from "…"`, each on its
// own line, then plain statements (the route modules' table, the entry's dynamic import)
const STATIC_IMPORT = /^import (?:\* as ([A-Za-z_$][\w$]*) from )?("(?:[^"\\]|\\.)*");?[ \t]*$/gm;

/**
 * Remix's inline module script rewritten to run after the first paint: the page's modules are hinted for download
 * (modulepreload links appended to the head, which React's hydration tolerates at the head's end) and imported in
 * the original order, and the script's remaining statements run after them, as before.
 */
export function moduleScriptAfterFirstPaint(script: string, preloads: readonly string[]): string {
  const imports: string[] = [];
  const rest = script.replace(STATIC_IMPORT, (_statement, binding: string | undefined, specifier: string) => {
    imports.push(binding ? `const ${binding} = await import(${specifier});` : `await import(${specifier});`);
    return '';
  });
  // an async function rather than top-level await, which browsers that run modules learnt later
  return [
    '(async () => {',
    'await new Promise((go) => {',
    // a frame is painted between the requestAnimationFrame callback and the timeout it sets
    '  requestAnimationFrame(() => setTimeout(go, 0));',
    // and the browser reports its first paint (`buffered`: also one made before this line), which also comes where a
    // page's timers stand still (a test's paused clock); the first of the two starts the scripts
    '  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))',
    '    new PerformanceObserver((_, observer) => { observer.disconnect(); go(); }).observe({ type: "paint", buffered: true });',
    '});',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    ...imports,
    rest.trim(),
    '})();',
  ].join('\n');
}

interface Rewritten {
  nodes: ReactNode[];
  preloads: string[];
}

// Remix's elements, walked through its fragments: modulepreload links set aside, everything else kept
function setPreloadsAside(node: ReactNode, found: Rewritten): void {
  if (Array.isArray(node)) {
    for (const child of node) setPreloadsAside(child, found);
    return;
  }
  if (!isValidElement(node)) {
    if (node !== null && node !== undefined && node !== false) found.nodes.push(node);
    return;
  }
  const element = node as ReactElement<{ children?: ReactNode; rel?: string; href?: string }>;
  if (element.type === Fragment) {
    setPreloadsAside(element.props.children, found);
    return;
  }
  if (element.type === 'link' && element.props.rel === 'modulepreload' && element.props.href) {
    found.preloads.push(element.props.href);
    return;
  }
  found.nodes.push(element);
}

/** Remix's <Scripts>, with the page's modules fetched and run after its first paint (see the top of this file). */
export function ScriptsAfterFirstPaint(props: ScriptsProps) {
  // <Scripts> is called as a function, not rendered, to rewrite what it returns; its hooks run as part of this
  // component's render, in the same order on every render
  const rendered = Scripts(props);
  // Vite's development server: its hot-reload runtime must start first, as Remix writes it
  if (rendered === null || import.meta.env.DEV) return rendered;
  const found: Rewritten = { nodes: [], preloads: [] };
  setPreloadsAside(rendered, found);
  const preloads = [...new Set(found.preloads)];
  const nodes = found.nodes.map((node) => {
    if (!isValidElement(node)) return node;
    const element = node as ReactElement<{ type?: string; dangerouslySetInnerHTML?: { __html: string } }>;
    const html = element.props.dangerouslySetInnerHTML?.__html;
    if (element.type !== 'script' || element.props.type !== 'module' || html === undefined) return element;
    return cloneElement(element, { dangerouslySetInnerHTML: { __html: moduleScriptAfterFirstPaint(html, preloads) } });
  });
  return createElement(Fragment, null, ...nodes);
}
