import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { firstLayerBeforeRouter, mounted, stages, under } from '../../src/http/stages.js';

/** An app whose one layer is `handler`, answering with the stages that ran (or the error's message). */
function appOf(handler: RequestHandler) {
  const app = express();
  app.use((req, res, next) => {
    res.locals.ran = [];
    next();
  });
  app.use(handler);
  app.use((_req, res) => void res.json(res.locals.ran));
  app.use(
    ((error, _req, res, _next) =>
      void res.status(500).json({ error: (error as Error).message })) as express.ErrorRequestHandler,
  );
  return app;
}

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    (res.locals.ran as string[]).push(name);
    next();
  };

describe('stages', () => {
  it('runs each stage in order, then goes on', async () => {
    await request(appOf(stages(mark('a'), mark('b'), mark('c'))))
      .get('/x')
      .expect(200, ['a', 'b', 'c']);
  });

  it('stops at an error passed on, or thrown, and skips the stages after it', async () => {
    const passes: RequestHandler = (_req, _res, next) => next(new Error('passed on'));
    const throws: RequestHandler = () => {
      throw new Error('thrown');
    };
    await request(appOf(stages(mark('a'), passes, mark('b'))))
      .get('/x')
      .expect(500, { error: 'passed on' });
    await request(appOf(stages(mark('a'), throws, mark('b'))))
      .get('/x')
      .expect(500, { error: 'thrown' });
  });

  it('lets a stage answer, and nothing after it runs', async () => {
    const seen: string[] = [];
    // Answers the first request; passes the second one on (the positive control: then the later stage runs).
    const answers: RequestHandler = (req, res, next) => (req.query.answer ? void res.status(204).end() : next());
    const later: RequestHandler = (req, _res, next) => (seen.push(`later ran for ${req.url}`), next());
    const app = appOf(stages(answers, later));
    await request(app).get('/x?answer=1').expect(204);
    await request(app).get('/x').expect(200, []);
    expect(seen).toEqual(['later ran for /x']);
  });
});

describe('under', () => {
  const app = appOf(under(['/api', '/health'], mark('scoped')));

  it.each([
    ['/api', ['scoped']],
    ['/api/sales', ['scoped']],
    ['/API/Sales', ['scoped']],
    ['/health', ['scoped']],
    ['/apix', []],
    ['/healthz', []],
    ['/__admin/api', []],
  ])('%s runs %j', async (path, ran) => {
    await request(app).get(path).expect(200, ran);
  });
});

describe('mounted', () => {
  /** Records what a mounted handler sees of the request, then passes on (or answers, for `answer`). */
  const sees =
    (answer = false): RequestHandler =>
    (req, res, next) => {
      (res.locals.ran as string[]).push(`${req.baseUrl} ${req.url}`);
      if (answer) return void res.json(res.locals.ran);
      next();
    };
  /** After the mounted stage: the URL the rest of the app sees again. */
  const after: RequestHandler = (req, res, next) => {
    (res.locals.ran as string[]).push(`after ${req.baseUrl || '-'} ${req.url}`);
    next();
  };

  it('runs its handlers with the URL below the prefix, as app.use(prefix) does, in any case', async () => {
    const app = appOf(mounted('/__admin/ui/assets', sees(true)));
    await request(app).get('/__admin/ui/assets/app.js?v=1').expect(200, ['/__admin/ui/assets /app.js?v=1']);
    await request(app).get('/__ADMIN/UI/Assets/app.js').expect(200, ['/__ADMIN/UI/Assets /app.js']);
    await request(app).get('/__admin/ui/assets').expect(200, ['/__admin/ui/assets /']);
    await request(app).get('/__admin/ui/assets?v=1').expect(200, ['/__admin/ui/assets /?v=1']);
  });

  it('puts the URL back when its handlers pass on, and leaves other paths alone', async () => {
    const app = appOf(stages(mounted('/__admin/ui/assets', sees()), after));
    await request(app)
      .get('/__admin/ui/assets/missing.js')
      .expect(200, ['/__admin/ui/assets /missing.js', 'after - /__admin/ui/assets/missing.js']);
    // A longer segment is another path, as Express's mount matching has it.
    await request(app).get('/__admin/ui/assetsx/app.js').expect(200, ['after - /__admin/ui/assetsx/app.js']);
    await request(app).get('/api/sales').expect(200, ['after - /api/sales']);
  });
});

describe('firstLayerBeforeRouter', () => {
  /** An app whose first layer runs before the router: it records what it saw, then does `then`. */
  function appBeforeRouter(then: RequestHandler) {
    const app = express();
    app.disable('x-powered-by');
    app.use((req, res, next) => {
      res.locals.first = { originalUrl: req.originalUrl, baseUrl: req.baseUrl, params: req.params, path: req.path };
      return then(req, res, next);
    });
    firstLayerBeforeRouter(app);
    app.get('/later', (_req, res) => void res.json({ later: res.locals.first as unknown }));
    app.use(
      ((error, _req, res, _next) =>
        void res.status(500).json({ error: (error as Error).message })) as express.ErrorRequestHandler,
    );
    return app;
  }

  it('answers from the first layer with what Express would have set before it', async () => {
    const app = appBeforeRouter((_req, res) => void res.json(res.locals.first));
    await request(app)
      .get('/api/x?a=1')
      .expect(200, { originalUrl: '/api/x?a=1', baseUrl: '', params: {}, path: '/api/x' });
  });

  it('goes on through the router once, when the first layer passes on', async () => {
    let runs = 0;
    const app = appBeforeRouter((_req, _res, next) => {
      runs++;
      next();
    });
    await request(app)
      .get('/later')
      .expect(200, { later: { originalUrl: '/later', baseUrl: '', params: {}, path: '/later' } });
    await request(app).get('/nowhere').expect(404);
    expect(runs).toBe(2);
  });

  it('sends an error passed on, thrown or rejected to the error handlers', async () => {
    const passed = appBeforeRouter((_req, _res, next) => next(new Error('passed')));
    await request(passed).get('/later').expect(500, { error: 'passed' });
    const thrown = appBeforeRouter(() => {
      throw new Error('thrown');
    });
    await request(thrown).get('/later').expect(500, { error: 'thrown' });
    const rejected = appBeforeRouter(() => Promise.reject(new Error('rejected')));
    await request(rejected).get('/later').expect(500, { error: 'rejected' });
  });

  it('runs the first layer in the router when the app is mounted in another', async () => {
    let runs = 0;
    const inner = appBeforeRouter((_req, _res, next) => {
      runs++;
      next();
    });
    const outer = express();
    outer.use('/inner', inner);
    await request(outer)
      .get('/inner/later')
      .expect(200, { later: { originalUrl: '/inner/later', baseUrl: '/inner', params: {}, path: '/later' } });
    expect(runs).toBe(1);
  });

  it('refuses an app that would write X-Powered-By', () => {
    const app = express();
    app.use((_req, _res, next) => next());
    expect(() => firstLayerBeforeRouter(app)).toThrow(/X-Powered-By/);
  });
});
