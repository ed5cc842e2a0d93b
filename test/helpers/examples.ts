import request from 'supertest';
import type { Express } from 'express';
import type { ExampleCase, OperationDoc } from '../../src/http/operation.js';
import { keys } from './accounts.js';

/** The concrete path of an example: its params in place of the operation's. */
export function examplePath(op: OperationDoc, example: ExampleCase): string {
  return op.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = example.params?.[name];
    if (value === undefined) throw new Error(`${op.method} ${op.path} example ${example.name} lacks param ${name}`);
    return String(value);
  });
}

/** Sends a documented example as a client would: the account's keys (acme unless it says), its query and body. */
export function sendExample(app: Express, op: OperationDoc, example: ExampleCase) {
  let call = request(app)[op.method](examplePath(op, example));
  if (example.query) call = call.query(example.query);
  if (op.auth === 'keys' && example.as !== null) call = call.set(keys(example.as ?? 'acme'));
  if (example.raw) return call.set('Content-Type', example.raw.contentType).send(example.raw.text);
  if (example.body !== undefined)
    return call.set('Content-Type', 'application/json').send(JSON.stringify(example.body));
  return call;
}
