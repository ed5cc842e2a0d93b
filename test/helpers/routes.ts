import type { Express } from 'express';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[]; routers?: Map<string, { stack: Layer[] }> };
}

/** Every "METHOD path" the app registers (our routers carry full paths, so no prefix joining). */
export function registeredRoutes(app: Express): string[] {
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') out.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      } else if (layer.handle?.routers) {
        for (const router of layer.handle.routers.values()) walk(router.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return [...new Set(out)].sort();
}
