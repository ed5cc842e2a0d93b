import type { NextFunction, Request, Response } from 'express';

/**
 * CORS, closed unless origins are configured: a browser page may call the sandbox only
 * from an allowed origin. Preflights of allowed origins are answered here.
 */
export function cors(origins: string[]) {
  // Closed: nothing to add to any answer, so nothing on the request path at all.
  if (origins.length === 0) return (_req: Request, _res: Response, next: NextFunction) => next();
  const any = origins.includes('*');
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (!origin || !(any || allowed.has(origin))) return next();
    res.setHeader('Access-Control-Allow-Origin', any ? '*' : origin);
    res.setHeader('Vary', 'Origin');
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Api-Public-Key, X-Api-Private-Key, X-Admin-Token');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
