#!/usr/bin/env node
// Lists test blocks (it/test, with .each/.only/.concurrent/.failing) that assert something but
// whose every assertion may be skipped: behind an `if`, a `?:`, `&&`/`||`/`??`, a `catch`, a
// `switch` case, after an early `return`/`continue`/`break`, or inside a loop that may run zero
// times (a `for…of`/`.forEach`/`.map` over something not provably non-empty). A test that cannot
// fail is not a test (issue 33). Exits 1 when it finds one that is not in the allow-list.
//
//   node scripts/check-assertions.mjs            every test/**/*.test.ts
//   node scripts/check-assertions.mjs FILE...    only these files (the checker's own test uses this)
//   --json                                       the findings as JSON on stdout
//
// The parser is TypeScript 6's compiler API (the `typescript-6` alias): TypeScript 7, the
// compiler the project builds with, has no JavaScript API.
//
// What counts as an assertion: a call of `expect(…)`, `assert(…)`, `assert.x(…)`, or of a helper
// whose name starts with `expect` or `assert` followed by a capital (`expectRefusal(…)`). A test
// with `expect.assertions(n)` or `expect.hasAssertions()` is accepted: jest itself fails it when
// the guarded assertions do not run. A test with no visible assertion at all (it asserts through
// a helper) is out of this checker's reach and not listed.
//
// Reviewed exceptions live in scripts/check-assertions.allow.json: [{ file, test, why }], each
// with the reason it is sound; an entry that no longer matches a finding fails the check too, so
// the list cannot rot.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript-6');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ALLOW = join(ROOT, 'scripts/check-assertions.allow.json');

const TEST_CALLEES = new Set(['it', 'test']);
const TEST_MODIFIERS = new Set(['each', 'only', 'concurrent', 'failing', 'skip', 'todo']);
/** Array methods that call their callback once per element: zero times on an empty array. */
const ITERATORS = new Set(['forEach', 'map', 'flatMap', 'filter', 'some', 'every', 'find', 'findIndex', 'reduce']);

const isFunction = (node) =>
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node);

/** `it`, `test.each(rows)`, `it.only`, … → true when the call's callee names a test block. */
function isTestCallee(callee) {
  if (ts.isIdentifier(callee)) return TEST_CALLEES.has(callee.text);
  if (ts.isCallExpression(callee)) return isTestCallee(callee.expression); // it.each(rows)(name, fn)
  if (ts.isPropertyAccessExpression(callee))
    return TEST_MODIFIERS.has(callee.name.text) && isTestCallee(callee.expression);
  if (ts.isTaggedTemplateExpression(callee)) return isTestCallee(callee.tag); // it.each`table`
  return false;
}

/** The name of the function an assertion call calls, or null when the call is not an assertion. */
function assertionName(call) {
  let callee = call.expression;
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'assert'
  )
    return 'assert';
  if (!ts.isIdentifier(callee)) return null;
  const name = callee.text;
  if (name === 'expect' || name === 'assert') return name;
  return /^(expect|assert)[A-Z_]/.test(name) ? name : null;
}

/** expect.assertions(n) / expect.hasAssertions(): jest counts the assertions that ran. */
function isAssertionCount(call) {
  const callee = call.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'expect' &&
    (callee.name.text === 'assertions' || callee.name.text === 'hasAssertions')
  );
}

/** Does any assertion appear anywhere under node (nested functions included)? */
function anyAssertion(node) {
  let found = false;
  const visit = (n) => {
    if (found) return;
    if (ts.isCallExpression(n) && assertionName(n)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function anyAssertionCount(node) {
  let found = false;
  const visit = (n) => {
    if (found) return;
    if (ts.isCallExpression(n) && isAssertionCount(n)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

const isLoop = (n) =>
  ts.isForOfStatement(n) ||
  ts.isForInStatement(n) ||
  ts.isForStatement(n) ||
  ts.isWhileStatement(n) ||
  ts.isDoStatement(n);

/**
 * A `return` of this function (not of a nested one) somewhere under node, or a `continue`/`break`
 * that leaves the sequence node belongs to (not one of a loop or switch inside node).
 */
function mayLeave(node) {
  let found = false;
  const visit = (n, nested) => {
    if (found || isFunction(n)) return;
    if (ts.isReturnStatement(n)) found = true;
    else if ((ts.isContinueStatement(n) || ts.isBreakStatement(n)) && (!nested || n.label)) found = true;
    else ts.forEachChild(n, (child) => visit(child, nested || isLoop(n) || ts.isSwitchStatement(n)));
  };
  visit(node, false);
  return found;
}

/** The file's declarations by name, to see through `const ROWS = [...]` and `const N = 5`. */
function declarationsOf(sourceFile) {
  const byName = new Map();
  const visit = (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) {
      const list = byName.get(n.name.text) ?? [];
      list.push(n);
      byName.set(n.name.text, list);
    }
    ts.forEachChild(n, visit);
  };
  visit(sourceFile);
  return byName;
}

function strip(expr) {
  while (
    ts.isParenthesizedExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isSatisfiesExpression(expr) ||
    ts.isNonNullExpression(expr) ||
    ts.isTypeAssertionExpression(expr)
  )
    expr = expr.expression;
  return expr;
}

function makeChecker(sourceFile) {
  const declarations = declarationsOf(sourceFile);

  /** The one `const` initializer a name has in this file, or null when there is no single one. */
  const constant = (identifier) => {
    const list = declarations.get(identifier.text) ?? [];
    if (list.length !== 1 || !list[0].initializer) return null;
    const flags = ts.getCombinedNodeFlags(list[0]);
    return flags & ts.NodeFlags.Const ? strip(list[0].initializer) : null;
  };

  const numberOf = (expr, depth = 0) => {
    expr = strip(expr);
    if (ts.isNumericLiteral(expr)) return Number(expr.text);
    if (ts.isIdentifier(expr) && depth < 5) {
      const init = constant(expr);
      return init ? numberOf(init, depth + 1) : null;
    }
    return null;
  };

  /** Provably non-empty iterables: a literal with elements, or a const naming one. */
  const nonEmpty = (expr, depth = 0) => {
    expr = strip(expr);
    if (depth > 5) return false;
    if (ts.isArrayLiteralExpression(expr))
      return expr.elements.some((el) => !ts.isSpreadElement(el) || nonEmpty(el.expression, depth + 1));
    if (ts.isObjectLiteralExpression(expr)) return expr.properties.length > 0;
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text.length > 0;
    if (ts.isIdentifier(expr)) {
      const init = constant(expr);
      return init ? nonEmpty(init, depth + 1) : false;
    }
    if (ts.isCallExpression(expr) || ts.isNewExpression(expr)) {
      const callee = expr.expression;
      const args = expr.arguments ?? [];
      // Object.entries/keys/values(literal), new Map/Set(literal), Array.from({ length: N })
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
        const owner = callee.expression.text;
        const method = callee.name.text;
        if (owner === 'Object' && ['entries', 'keys', 'values'].includes(method) && args[0])
          return nonEmpty(args[0], depth + 1);
        if (owner === 'Array' && method === 'from' && args[0]) {
          const from = strip(args[0]);
          if (ts.isObjectLiteralExpression(from)) {
            const length = from.properties.find((p) => p.name && p.name.getText() === 'length');
            return !!length && ts.isPropertyAssignment(length) && (numberOf(length.initializer) ?? 0) > 0;
          }
          return nonEmpty(from, depth + 1);
        }
      }
      if (ts.isIdentifier(callee) && ['Map', 'Set'].includes(callee.text) && args[0])
        return nonEmpty(args[0], depth + 1);
      // [...].map(f), .entries(), .keys(): as many elements as the array
      if (ts.isPropertyAccessExpression(callee) && ['map', 'entries', 'keys', 'values'].includes(callee.name.text))
        return nonEmpty(callee.expression, depth + 1);
    }
    return false;
  };

  /** for (let i = A; i < B; …) with number constants A < B runs at least once. */
  const forRunsOnce = (stmt) => {
    const init = stmt.initializer;
    const cond = stmt.condition && strip(stmt.condition);
    if (!init || !cond || !ts.isVariableDeclarationList(init) || init.declarations.length !== 1) return false;
    const decl = init.declarations[0];
    if (!ts.isIdentifier(decl.name) || !decl.initializer || !ts.isBinaryExpression(cond)) return false;
    if (!ts.isIdentifier(cond.left) || cond.left.text !== decl.name.text) return false;
    const from = numberOf(decl.initializer);
    const to = numberOf(cond.right);
    if (from === null || to === null) return false;
    const op = cond.operatorToken.kind;
    if (op === ts.SyntaxKind.LessThanToken) return from < to;
    if (op === ts.SyntaxKind.LessThanEqualsToken) return from <= to;
    return false;
  };

  /** Does running node surely run an assertion (when nothing throws)? */
  const must = (node) => {
    if (!node) return false;
    if (ts.isBlock(node) || ts.isSourceFile(node)) return mustSequence(node.statements);
    if (ts.isIfStatement(node)) return must(node.expression) || (must(node.thenStatement) && must(node.elseStatement));
    if (ts.isConditionalExpression(node)) return must(node.condition) || (must(node.whenTrue) && must(node.whenFalse));
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (
        op === ts.SyntaxKind.AmpersandAmpersandToken ||
        op === ts.SyntaxKind.BarBarToken ||
        op === ts.SyntaxKind.QuestionQuestionToken ||
        op === ts.SyntaxKind.AmpersandAmpersandEqualsToken ||
        op === ts.SyntaxKind.BarBarEqualsToken ||
        op === ts.SyntaxKind.QuestionQuestionEqualsToken
      )
        return must(node.left);
      return must(node.left) || must(node.right);
    }
    if (ts.isForOfStatement(node) || ts.isForInStatement(node))
      return must(node.expression) || (nonEmpty(node.expression) && must(node.statement));
    if (ts.isForStatement(node))
      return must(node.initializer) || must(node.condition) || (forRunsOnce(node) && must(node.statement));
    if (ts.isWhileStatement(node)) return must(node.expression);
    if (ts.isDoStatement(node)) return must(node.statement) || must(node.expression);
    if (ts.isTryStatement(node)) return must(node.tryBlock) || must(node.finallyBlock);
    if (ts.isSwitchStatement(node)) return must(node.expression);
    if (ts.isLabeledStatement(node)) return must(node.statement);
    if (isFunction(node) || ts.isClassLike(node)) return false; // declared, not run
    if (ts.isCallExpression(node)) {
      if (assertionName(node)) return true;
      const callee = node.expression;
      // Optional call a?.(…) / a?.b(…): may not happen.
      if (node.questionDotToken) return must(callee);
      if (ts.isPropertyAccessExpression(callee) && ITERATORS.has(callee.name.text)) {
        if (must(callee.expression)) return true;
        const body = node.arguments[0];
        return nonEmpty(callee.expression) && !!body && isFunction(body) && must(body.body);
      }
      if (must(callee)) return true;
      // A callback passed to another call (waitFor(() => expect(…)), expect(() => …)) is taken as run.
      return node.arguments.some((arg) => (isFunction(strip(arg)) ? must(strip(arg).body) : must(arg)));
    }
    if (ts.isPropertyAccessExpression(node) && node.questionDotToken) return must(node.expression);
    let found = false;
    ts.forEachChild(node, (child) => {
      if (!found && must(child)) found = true;
    });
    return found;
  };

  /** Statements in order: an assertion counts only when no earlier statement may leave first. */
  const mustSequence = (statements) => {
    for (const stmt of statements) {
      if (must(stmt)) return true;
      if (mayLeave(stmt)) return false;
    }
    return false;
  };

  return { must };
}

/** The findings of one file: [{ line, test, reason }]. */
export function checkSource(text, fileName) {
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const { must } = makeChecker(sourceFile);
  const findings = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && isTestCallee(node.expression)) {
      const fn = [...node.arguments].reverse().map(strip).find(isFunction);
      if (fn && fn.body && anyAssertion(fn.body) && !anyAssertionCount(fn.body) && !must(fn.body)) {
        const nameArg = node.arguments[0];
        const test =
          nameArg && (ts.isStringLiteral(nameArg) || ts.isNoSubstitutionTemplateLiteral(nameArg))
            ? nameArg.text
            : (nameArg?.getText(sourceFile) ?? '?');
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        findings.push({
          line: line + 1,
          test,
          reason: 'every assertion may be skipped (condition, early return, catch, or a loop that may run zero times)',
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

function testFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...testFiles(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out.sort();
}

function main(argv) {
  const json = argv.includes('--json');
  const args = argv.filter((a) => a !== '--json');
  const files = args.length ? args : testFiles(join(ROOT, 'test'));
  const allow = args.length ? [] : JSON.parse(readFileSync(ALLOW, 'utf8'));
  for (const entry of allow)
    if (!entry.file || !entry.test || !entry.why || entry.why.trim().length < 10)
      throw new Error(
        `check-assertions.allow.json: every entry needs file, test and a reason (why): ${JSON.stringify(entry)}`,
      );
  const used = new Set();
  const findings = [];
  for (const path of files) {
    const file = relative(ROOT, path);
    for (const finding of checkSource(readFileSync(path, 'utf8'), file)) {
      const allowed = allow.findIndex((entry) => entry.file === file && entry.test === finding.test);
      if (allowed >= 0) used.add(allowed);
      else findings.push({ file, ...finding });
    }
  }
  const stale = allow.filter((_, i) => !used.has(i));
  if (json) process.stdout.write(JSON.stringify({ files: files.length, findings, stale }, null, 2) + '\n');
  else {
    for (const f of findings) console.log(`${f.file}:${f.line}: ${JSON.stringify(f.test)}: ${f.reason}`);
    for (const s of stale)
      console.log(`scripts/check-assertions.allow.json: no longer needed: ${s.file} ${JSON.stringify(s.test)}`);
    console.log(
      `check-assertions: ${files.length} test files, ${findings.length} test(s) whose assertions may all be skipped` +
        (stale.length ? `, ${stale.length} stale allow-list entr${stale.length === 1 ? 'y' : 'ies'}` : ''),
    );
  }
  return findings.length || stale.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
