// Remix's inline module script, rewritten to start after the first paint, is run here with a recorded browser: no
// module is asked for before the browser reports a paint (or, without Paint Timing, before a frame is painted);
// then the modules are hinted and imported in Remix's order, the route modules' table is set from them and the
// entry is imported last.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { moduleScriptAfterFirstPaint } from './scripts-after-first-paint';

// what Remix 2 writes with lazy route discovery on (its manifest inline, pretty-printed) for a page of two routes
const REMIX_SCRIPT = `import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/routes.guide-B.js";
window.__remixManifest = {
  "entry": {
    "module": "/assets/entry.client-C.js",
    "imports": []
  }
};
window.__remixRouteModules = {"root":route0,"routes/guide":route1};

import("/assets/entry.client-C.js");`;

const PRELOADS = ['/assets/entry.client-C.js', '/assets/components-D.js', '/assets/root-A.js', '/assets/routes.guide-B.js'];

/**
 * Runs the script in a recorded browser that paints a frame (requestAnimationFrame, then a timer) and reports its
 * paint (Paint Timing), both after '-- painted'; `paintTiming: false`: a browser without the report; `timersRun:
 * false`: timers that stand still (a test's paused clock).
 */
async function runInRecordedBrowser(script: string, { paintTiming = true, timersRun = true } = {}) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const paintObservers: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    createElement: (tag: string) => ({ tag, rel: '', href: '' }),
    head: { append: (link: { tag: string; rel: string; href: string }) => log.push(`${link.tag} ${link.rel} ${link.href}`) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly report: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(options: { type: string }) {
      if (options.type === 'paint') paintObservers.push(() => this.report({}, this));
    }
    disconnect() {
      log.push('observer disconnected');
    }
  }
  const importModule = (specifier: string) => {
    log.push(`import ${specifier}`);
    if (specifier.includes('entry')) log.push(`entry sees ${Object.keys((window.__remixRouteModules as object) ?? {}).join(',')}`);
    return Promise.resolve({ specifier });
  };
  // the script's dynamic imports call the recorder; everything else it touches is given to it by name
  vm.runInNewContext(script.replaceAll('import(', 'importModule('), {
    importModule,
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (timer: () => void) => timers.push(timer),
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  await settle();
  log.push('-- frame');
  frames.splice(0).forEach((frame) => frame());
  await settle();
  log.push('-- painted');
  if (timersRun) timers.splice(0).forEach((timer) => timer());
  paintObservers.splice(0).forEach((report) => report());
  await settle();
  return { log, window };
}

describe('moduleScriptAfterFirstPaint', () => {
  it('asks for no module before a frame is painted, then hints every module and imports them in order, the entry last', async () => {
    const { log, window } = await runInRecordedBrowser(moduleScriptAfterFirstPaint(REMIX_SCRIPT, PRELOADS));
    expect(log).toEqual([
      '-- frame',
      '-- painted',
      'observer disconnected',
      'link modulepreload /assets/entry.client-C.js',
      'link modulepreload /assets/components-D.js',
      'link modulepreload /assets/root-A.js',
      'link modulepreload /assets/routes.guide-B.js',
      'import /assets/root-A.js',
      'import /assets/routes.guide-B.js',
      'import /assets/entry.client-C.js',
      'entry sees root,routes/guide',
    ]);
    expect(window.__remixRouteModules).toEqual({ root: { specifier: '/assets/root-A.js' }, 'routes/guide': { specifier: '/assets/routes.guide-B.js' } });
    expect(window.__remixManifest).toEqual({ entry: { module: '/assets/entry.client-C.js', imports: [] } });
  });

  it('keeps a side-effect import (the manifest module, without lazy route discovery) in its place, before the routes', async () => {
    const script = `import "/assets/manifest-M.js";\nimport * as route0 from "/assets/root-A.js";\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client-C.js");`;
    const { log } = await runInRecordedBrowser(moduleScriptAfterFirstPaint(script, []));
    expect(log).toEqual(['-- frame', '-- painted', 'observer disconnected', 'import /assets/manifest-M.js', 'import /assets/root-A.js', 'import /assets/entry.client-C.js', 'entry sees root']);
  });

  it('without Paint Timing, waits for a frame to be painted instead', async () => {
    const { log } = await runInRecordedBrowser(moduleScriptAfterFirstPaint(REMIX_SCRIPT, ['/assets/root-A.js']), { paintTiming: false });
    expect(log.slice(0, 3)).toEqual(['-- frame', '-- painted', 'link modulepreload /assets/root-A.js']);
    expect(log.at(-1)).toBe('entry sees root,routes/guide');
  });

  it('where timers stand still (a paused clock in a test), starts on the reported paint', async () => {
    const { log } = await runInRecordedBrowser(moduleScriptAfterFirstPaint(REMIX_SCRIPT, ['/assets/root-A.js']), { timersRun: false });
    expect(log.slice(0, 4)).toEqual(['-- frame', '-- painted', 'observer disconnected', 'link modulepreload /assets/root-A.js']);
    expect(log.at(-1)).toBe('entry sees root,routes/guide');
  });

  it('asks for nothing while no frame has been painted nor a paint reported', async () => {
    const { log } = await runInRecordedBrowser(moduleScriptAfterFirstPaint(REMIX_SCRIPT, PRELOADS), { paintTiming: false, timersRun: false });
    expect(log).toEqual(['-- frame', '-- painted']);
  });

  it('leaves no static import behind, which a module would fetch at once', () => {
    expect(moduleScriptAfterFirstPaint(REMIX_SCRIPT, PRELOADS)).not.toMatch(/^\s*import\s+(\*|"|\{)/m);
  });
});
