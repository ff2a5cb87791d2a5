#!/usr/bin/env node
// @ts-check
/**
 * Public API reports of the shared packages (issue 21): what each package's index exports, as facts such as
 * `function formatDate(value: DateTimeInput, ...): string` or `interface AlertProps.tone?: AlertTone`, read with the
 * TypeScript compiler. The reports are committed (`packages/<name>/api-report.json`, with the version they describe);
 * the contract's report is its schema snapshot (the type of every schema).
 *
 *   node scripts/api-check.mjs            fails when a package's API differs from its report (CI, `npm run lint`)
 *   node scripts/api-check.mjs --update   writes the reports; refuses a change the version does not announce
 *
 * A removed or changed fact is breaking and needs a new major version (0.x: a new minor); only added facts (a new
 * export, a new optional member) need at least a new minor. Bump versions with changesets (`npx changeset`, then
 * `npm run release:version`), then `npm run api:update`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './lib/deploy.mjs';

export const SHARED_PACKAGES = ['platform', 'api-client', 'design-system', 'domain', 'contract'];

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** A type text, shortened past 240 characters to its start and a hash of the whole (still changes when it does). */
function short(/** @type {string} */ text) {
  if (text.length <= 240) return text;
  return `${text.slice(0, 160)}... #${crypto.createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

/** True for a declaration in our own sources (not React's or the DOM's). @param {ts.Declaration | undefined} node */
const ours = (node) => Boolean(node && !node.getSourceFile().fileName.includes('/node_modules/'));

/** @param {ts.TypeChecker} checker @param {ts.Symbol} symbol */
function resolveAlias(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * A call signature by its parameter types only (renaming a parameter changes nothing for a caller).
 * @param {ts.TypeChecker} checker @param {ts.Signature} signature @param {ts.Node} at
 */
function signatureText(checker, signature, at) {
  const params = signature.parameters.map((param) => {
    const node = /** @type {ts.ParameterDeclaration | undefined} */ (param.valueDeclaration);
    const mark = node && (node.questionToken || node.initializer) ? '?' : node?.dotDotDotToken ? '...' : '';
    return `${mark}${checker.typeToString(checker.getTypeOfSymbolAtLocation(param, at), undefined, FORMAT)}`;
  });
  const generics = signature.typeParameters?.length
    ? `<${signature.typeParameters.map((t) => checker.typeToString(t, undefined, FORMAT)).join(', ')}>`
    : '';
  return `${generics}(${params.join(', ')}): ${checker.typeToString(signature.getReturnType(), undefined, FORMAT)}`;
}

/**
 * The facts of one exported symbol.
 * @param {ts.TypeChecker} checker @param {string} name @param {ts.Symbol} exported @returns {string[]}
 */
function factsOf(checker, name, exported) {
  const symbol = resolveAlias(checker, exported);
  const declaration = symbol.declarations?.[0];
  if (!declaration) return [`unknown ${name}`];
  /** @type {string[]} */
  const facts = [];
  const flags = symbol.flags;
  if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const heritage = (symbol.declarations ?? [])
      .flatMap((node) => ('heritageClauses' in node ? (/** @type {any} */ (node).heritageClauses ?? []) : []))
      .map((/** @type {ts.HeritageClause} */ clause) => ` ${clause.getText()}`)
      .join('');
    facts.push(`${flags & ts.SymbolFlags.Class ? 'class' : 'interface'} ${name}${heritage}`);
    // Members declared by us; inherited library members (HTML attributes) are named by the heritage above.
    for (const member of checker.getPropertiesOfType(type)) {
      if (!ours(member.declarations?.[0])) continue;
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      const memberType = checker.getTypeOfSymbolAtLocation(member, declaration);
      facts.push(`${name}.${member.name}${optional}: ${short(checker.typeToString(memberType, undefined, FORMAT))}`);
    }
  }
  if (flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    facts.push(
      `type ${name} = ${short(checker.typeToString(type, undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias))}`,
    );
  }
  if (flags & ts.SymbolFlags.Enum) facts.push(`enum ${name}`);
  if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    const signatures = type.getCallSignatures();
    if (flags & ts.SymbolFlags.Function && signatures.length)
      for (const signature of signatures)
        facts.push(`function ${name}${short(signatureText(checker, signature, declaration))}`);
    else facts.push(`const ${name}: ${short(checker.typeToString(type, undefined, FORMAT))}`);
  }
  return facts.length ? facts : [`export ${name}`];
}

/** The current API of every shared package. @returns {Record<string, { version: string, facts: string[] }>} */
export function currentApis() {
  const roots = SHARED_PACKAGES.map((name) => path.join(REPO_ROOT, 'packages', name, 'src', 'index.ts'));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(REPO_ROOT, 'packages', 'platform', 'tsconfig.json'),
    {},
    /** @type {any} */ ({ ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined }),
  );
  const program = ts.createProgram(roots, { ...(config?.options ?? {}), noEmit: true });
  const checker = program.getTypeChecker();
  /** @type {Record<string, { version: string, facts: string[] }>} */
  const apis = {};
  SHARED_PACKAGES.forEach((name, index) => {
    const source = program.getSourceFile(/** @type {string} */ (roots[index]));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`Cannot read the exports of packages/${name}`);
    const facts = checker
      .getExportsOfModule(moduleSymbol)
      .flatMap((symbol) => factsOf(checker, symbol.name, symbol))
      // Absolute paths of import("...") types are machine-specific.
      .map((fact) => fact.replaceAll(REPO_ROOT, '<repo>'))
      .sort();
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages', name, 'package.json'), 'utf8'));
    apis[pkg.name] = { version: pkg.version, facts: [...new Set(facts)] };
  });
  return apis;
}

/** @param {string} pkgName */
const reportFile = (pkgName) => path.join(REPO_ROOT, 'packages', pkgName.replace('@tutoring/', ''), 'api-report.json');

/**
 * A fact with each run of string literals in a union sorted: TypeScript prints `"a" | "b"` in the order the literals
 * were first created in the program, which changes when unrelated code is imported first; the type does not.
 * @param {string} fact
 */
export function canonical(fact) {
  return fact.replace(/"[^"]*"(?: \| "[^"]*")+/g, (run) => run.split(' | ').sort().join(' | '));
}

/**
 * What changed between a report and now, and whether the version announces it.
 * @param {{ version: string, facts: string[] }} report @param {{ version: string, facts: string[] }} current
 */
export function compare(report, current) {
  const before = new Set(report.facts.map(canonical));
  const now = new Set(current.facts.map(canonical));
  const removed = report.facts.filter((fact) => !now.has(canonical(fact)));
  const added = current.facts.filter((fact) => !before.has(canonical(fact)));
  // A new required member of an interface that existed is breaking for whoever builds that object.
  const existingInterfaces = new Set(report.facts.filter((f) => f.startsWith('interface ')).map((f) => f.slice(10)));
  const requiredAdded = added.filter((fact) => {
    const match = /^([A-Za-z0-9_$]+)\.[^?:]+:/.exec(fact);
    return match && existingInterfaces.has(/** @type {string} */ (match[1]));
  });
  const breaking = removed.length > 0 || requiredAdded.length > 0;
  const [oldMajor = 0, oldMinor = 0, oldPatch = 0] = report.version.split('.').map(Number);
  const [major = 0, minor = 0, patch = 0] = current.version.split('.').map(Number);
  const majorBumped = oldMajor === 0 ? major > 0 || minor > oldMinor : major > oldMajor;
  const minorBumped = majorBumped || (major === oldMajor && minor > oldMinor);
  const bumped = major > oldMajor || minor > oldMinor || patch > oldPatch;
  const needed = breaking ? 'major' : added.length ? 'minor' : null;
  const announced = needed === 'major' ? majorBumped : needed === 'minor' ? minorBumped : true;
  return { removed, added, requiredAdded, breaking, needed, announced, bumped };
}

/** @param {string[]} facts */
const list = (facts) =>
  facts
    .slice(0, 12)
    .map((fact) => `    ${fact.length > 160 ? `${fact.slice(0, 157)}...` : fact}`)
    .join('\n') + (facts.length > 12 ? `\n    ... and ${facts.length - 12} more` : '');

function main() {
  const update = process.argv.includes('--update');
  const apis = currentApis();
  let failed = false;
  for (const [name, current] of Object.entries(apis)) {
    const file = reportFile(name);
    const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
    if (!report) {
      if (update) fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
      else {
        console.error(`${name}: no API report (${path.relative(REPO_ROOT, file)}); run npm run api:update.`);
        failed = true;
      }
      continue;
    }
    const change = compare(report, current);
    const same = !change.removed.length && !change.added.length;
    if (same && report.version === current.version) continue;
    const detail = [
      change.removed.length ? `  removed or changed:\n${list(change.removed)}` : '',
      change.requiredAdded.length ? `  new required members:\n${list(change.requiredAdded)}` : '',
      change.added.length ? `  added:\n${list(change.added)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    if (!change.announced) {
      console.error(
        `${name}: ${change.breaking ? 'a breaking' : 'a new'} API change without a ${change.needed} version bump (report ${report.version}, package ${current.version}). Add a changeset (npx changeset, ${change.needed}) and run npm run release:version.\n${detail}`,
      );
      failed = true;
    } else if (update) {
      fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
      console.log(`${name}: report updated to ${current.version}.`);
    } else {
      console.error(
        `${name}: the API report is out of date (${report.version} -> ${current.version}); run npm run api:update.\n${detail}`,
      );
      failed = true;
    }
  }
  if (failed) process.exit(1);
  if (!update) console.log(`API reports match: ${Object.keys(apis).join(', ')}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
