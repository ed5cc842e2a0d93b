// Preload (`node --require`) for start-up tests: appends to $LOAD_LOG each module file the process loads (ES
// modules, through a loader hook) and, when its server receives a request, a line naming the request and the
// built-in modules loaded so far. A test reads what was loaded before a given request.
const { register } = require('node:module');
const { appendFileSync } = require('node:fs');
const http = require('node:http');

const log = process.env.LOAD_LOG;
const hook = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, 'file ' + url + '\\n');
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, ...rest) {
  if (event === 'request') {
    const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13));
    appendFileSync(log, `request ${req.url} ${builtins.join(',')}\n`);
  }
  return emit.call(this, event, req, ...rest);
};
