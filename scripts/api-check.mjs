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
 *   node scripts/api-check.mjs --planned  checks the pending changesets (their release plan) before they are applied:
 *                                         fails, changing nothing, when a planned version does not announce the change
 *                                         (`npm run release:version` runs it before `changeset version`)
 *
 * Every entry a package offers is reported: `src/index.ts` (`@tutoring/<name>`, the report's `facts`) and each
 * subpath (`@tutoring/design-system/forms`: a `.ts` file at the package's top, or the package.json "exports" map when
 * it has one; the report's `entries`). An entry first recorded is no change; an entry that disappears is breaking.
 * A removed or changed fact is breaking and needs a new major version (0.x: a new minor); only added facts (a new
 * export, a new optional member) need at least a new minor. Bump versions with changesets (`npx changeset`, then
 * `npm run release:version`), then `npm run api:update`.
 */
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * The entries a package offers, as `{ '.': file, './forms': file, ... }`: its package.json "exports" map when it has
 * one, else its main file (`src/index.ts`) and each TypeScript file at its top (`@tutoring/domain/areas` is areas.ts).
 * @param {string} name the folder under packages/ @returns {Record<string, string>}
 */
export function packageEntries(name) {
  const dir = path.join(REPO_ROOT, 'packages', name);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const entries = {};
  if (pkg.exports && typeof pkg.exports === 'object') {
    for (const [entry, target] of Object.entries(pkg.exports)) {
      const file = typeof target === 'string' ? target : (target?.types ?? target?.import ?? target?.default);
      if (typeof file === 'string' && /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        entries[entry] = path.join(dir, file);
    }
    return entries;
  }
  entries['.'] = path.join(dir, pkg.types ?? pkg.main ?? 'src/index.ts');
  for (const file of fs.readdirSync(dir).sort())
    if (/^[^.].*\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !/\.(test|stories)\.tsx?$/.test(file))
      entries[`./${file.replace(/\.tsx?$/, '')}`] = path.join(dir, file);
  return entries;
}

/**
 * The current API of every shared package: `facts` of its main entry, `entries` of each subpath.
 * @returns {Record<string, Api>}
 */
export function currentApis() {
  const entriesByPackage = SHARED_PACKAGES.map((name) => packageEntries(name));
  const roots = entriesByPackage.flatMap((entries) => Object.values(entries));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(REPO_ROOT, 'packages', 'platform', 'tsconfig.json'),
    {},
    /** @type {any} */ ({ ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined }),
  );
  const program = ts.createProgram(roots, { ...(config?.options ?? {}), noEmit: true });
  const checker = program.getTypeChecker();
  /** @param {string} name @param {string} file */
  const factsOfFile = (name, file) => {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol)
      throw new Error(`Cannot read the exports of packages/${name} (${path.relative(REPO_ROOT, file)})`);
    const facts = checker
      .getExportsOfModule(moduleSymbol)
      .flatMap((symbol) => factsOf(checker, symbol.name, symbol))
      // Absolute paths of import("...") types are machine-specific.
      .map((fact) => fact.replaceAll(REPO_ROOT, '<repo>'))
      .sort();
    return [...new Set(facts)];
  };
  /** @type {Record<string, Api>} */
  const apis = {};
  SHARED_PACKAGES.forEach((name, index) => {
    const { '.': main, ...subpaths } = /** @type {Record<string, string>} */ (entriesByPackage[index]);
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages', name, 'package.json'), 'utf8'));
    apis[pkg.name] = {
      version: pkg.version,
      facts: main ? factsOfFile(name, main) : [],
      ...(Object.keys(subpaths).length
        ? {
            entries: Object.fromEntries(
              Object.entries(subpaths).map(([entry, file]) => [entry, factsOfFile(name, file)]),
            ),
          }
        : {}),
    };
  });
  return apis;
}

/**
 * A package's API: `facts` of its main entry and, by subpath (`./forms`), those of its other entries. A report
 * without `entries` recorded the main entry only.
 * @typedef {{ version: string, facts: string[], entries?: Record<string, string[]> }} Api
 */

/** @param {string} pkgName */
const reportFile = (pkgName) => path.join(REPO_ROOT, 'packages', pkgName.replace('@tutoring/', ''), 'api-report.json');

/**
 * A fact with each run of string literals in a union sorted, and the members of an object of string literals (a zod
 * enum's `{ a: "a"; b: "b"; }`) too: TypeScript prints them in the order the literals were first created in the
 * program, which changes when unrelated code is imported first (another entry read before); the type does not.
 * @param {string} fact
 */
export function canonical(fact) {
  return fact
    .replace(/"[^"]*"(?: \| "[^"]*")+/g, (run) => run.split(' | ').sort().join(' | '))
    .replace(/\{ ((?:[A-Za-z0-9_$]+: "[^"]*"; )+)\}/g, (_object, members) => {
      const sorted = String(members)
        .trim()
        .split('; ')
        .map((/** @type {string} */ member) => member.replace(/;$/, ''))
        .sort();
      return `{ ${sorted.join('; ')}; }`;
    });
}

/**
 * What changed between a report and now, and whether the version announces it. Facts of a subpath entry are named
 * `./forms: <fact>`. An entry the report does not hold yet is `recorded` (first recorded: no change, no bump); one
 * that is gone counts as all its facts removed.
 * @param {Api} report @param {Api} current
 */
export function compare(report, current) {
  /** @type {string[]} */
  const removed = [];
  /** @type {string[]} */
  const added = [];
  /** @type {string[]} */
  const requiredAdded = [];
  const reported = { '.': report.facts, ...(report.entries ?? {}) };
  const now = { '.': current.facts, ...(current.entries ?? {}) };
  const recorded = Object.keys(now).filter((entry) => !(entry in reported));
  for (const [entry, facts] of Object.entries(reported)) {
    const change = compareFacts(facts, now[/** @type {keyof typeof now} */ (entry)] ?? []);
    const named = (/** @type {string} */ fact) => (entry === '.' ? fact : `${entry}: ${fact}`);
    removed.push(...change.removed.map(named));
    added.push(...change.added.map(named));
    requiredAdded.push(...change.requiredAdded.map(named));
  }
  const breaking = removed.length > 0 || requiredAdded.length > 0;
  const [oldMajor = 0, oldMinor = 0, oldPatch = 0] = report.version.split('.').map(Number);
  const [major = 0, minor = 0, patch = 0] = current.version.split('.').map(Number);
  const majorBumped = oldMajor === 0 ? major > 0 || minor > oldMinor : major > oldMajor;
  const minorBumped = majorBumped || (major === oldMajor && minor > oldMinor);
  const bumped = major > oldMajor || minor > oldMinor || patch > oldPatch;
  const needed = breaking ? 'major' : added.length ? 'minor' : null;
  const announced = needed === 'major' ? majorBumped : needed === 'minor' ? minorBumped : true;
  return { removed, added, requiredAdded, recorded, breaking, needed, announced, bumped };
}

/** The facts of one entry: removed (or changed), added, and new required members of interfaces that existed. */
function compareFacts(/** @type {string[]} */ reportFacts, /** @type {string[]} */ currentFacts) {
  const before = new Set(reportFacts.map(canonical));
  const now = new Set(currentFacts.map(canonical));
  const removed = reportFacts.filter((fact) => !now.has(canonical(fact)));
  const added = currentFacts.filter((fact) => !before.has(canonical(fact)));
  // A new required member of an interface that existed is breaking for whoever builds that object.
  const existingInterfaces = new Set(reportFacts.filter((f) => f.startsWith('interface ')).map((f) => f.slice(10)));
  const requiredAdded = added.filter((fact) => {
    const match = /^([A-Za-z0-9_$]+)\.[^?:]+:/.exec(fact);
    return match && existingInterfaces.has(/** @type {string} */ (match[1]));
  });
  return { removed, added, requiredAdded };
}

/**
 * The pending changesets' check (before `changeset version` consumes them): for each shared package, the version the
 * changesets plan (`planned`, by package name; a package they do not bump keeps its version) against its report. The
 * sentences say which package needs which bump; empty when every planned version announces its package's change.
 * @param {Record<string, Api>} apis @param {Record<string, Api | null>} reports @param {Record<string, string>} planned
 */
export function plannedProblems(apis, reports, planned) {
  /** @type {string[]} */
  const problems = [];
  for (const [name, current] of Object.entries(apis)) {
    const report = reports[name];
    if (!report) continue;
    const version = planned[name] ?? current.version;
    const change = compare(report, { ...current, version });
    if (change.announced) continue;
    const plan = planned[name]
      ? `the pending changesets make it ${version}`
      : `no pending changeset bumps it (${version})`;
    problems.push(
      `${name}: ${plan}, but ${change.breaking ? 'a breaking' : 'a new'} API change since the report (${report.version}) needs a ${change.needed} version bump. Make its changeset (.changeset/*.md) a ${change.needed}, or add one (npx changeset).\n${details(change)}`,
    );
  }
  return problems;
}

/**
 * The versions the pending changesets plan, by package name: the release plan `changeset version` applies (read with
 * @changesets/get-release-plan, the module it uses; `changeset status` also refuses a tree with changes and no
 * changeset). Throws when changesets cannot say.
 * @returns {Promise<Record<string, string>>}
 */
export async function plannedVersions() {
  const fromCli = createRequire(createRequire(import.meta.url).resolve('@changesets/cli/package.json'));
  const module = await import(pathToFileURL(fromCli.resolve('@changesets/get-release-plan')).href);
  const getReleasePlan = module.default?.default ?? module.default;
  const plan = await getReleasePlan(REPO_ROOT);
  return Object.fromEntries(
    plan.releases.map((/** @type {{ name: string, newVersion: string }} */ release) => [
      release.name,
      release.newVersion,
    ]),
  );
}

/** @param {string[]} facts */
const list = (facts) =>
  facts
    .slice(0, 12)
    .map((fact) => `    ${fact.length > 160 ? `${fact.slice(0, 157)}...` : fact}`)
    .join('\n') + (facts.length > 12 ? `\n    ... and ${facts.length - 12} more` : '');

/** What changed, as indented lists. @param {ReturnType<typeof compare>} change */
function details(change) {
  return [
    change.removed.length ? `  removed or changed:\n${list(change.removed)}` : '',
    change.requiredAdded.length ? `  new required members:\n${list(change.requiredAdded)}` : '',
    change.added.length ? `  added:\n${list(change.added)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The committed report of a package, or null. @param {string} name @returns {Api | null} */
const readReport = (name) => {
  const file = reportFile(name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

async function main() {
  const update = process.argv.includes('--update');
  const apis = currentApis();
  if (process.argv.includes('--planned')) {
    const reports = Object.fromEntries(Object.keys(apis).map((name) => [name, readReport(name)]));
    const problems = plannedProblems(apis, reports, await plannedVersions());
    if (problems.length) {
      console.error(`${problems.join('\n')}\nNothing was versioned: the changesets are still pending.`);
      process.exit(1);
    }
    console.log('The pending changesets announce every API change of the shared packages.');
    return;
  }
  let failed = false;
  for (const [name, current] of Object.entries(apis)) {
    const file = reportFile(name);
    const report = readReport(name);
    if (!report) {
      if (update) fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
      else {
        console.error(`${name}: no API report (${path.relative(REPO_ROOT, file)}); run npm run api:update.`);
        failed = true;
      }
      continue;
    }
    const change = compare(report, current);
    const same = !change.removed.length && !change.added.length && !change.recorded.length;
    if (same && report.version === current.version) continue;
    const detail = [
      details(change),
      change.recorded.length ? `  entries not recorded yet (no change):\n${list(change.recorded)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    if (!change.announced) {
      console.error(
        `${name}: ${change.breaking ? 'a breaking' : 'a new'} API change without a ${change.needed} version bump (report ${report.version}, package ${current.version}). Add a changeset (npx changeset, ${change.needed}) and run npm run release:version.\n${detail}`,
      );
      failed = true;
    } else if (update) {
      // Facts that did not change keep their committed text (TypeScript's order of union members may differ).
      const unchanged = !change.removed.length && !change.added.length;
      const written = unchanged
        ? {
            ...current,
            facts: report.facts,
            ...(current.entries
              ? {
                  entries: Object.fromEntries(
                    Object.entries(current.entries).map(([entry, facts]) => [entry, report.entries?.[entry] ?? facts]),
                  ),
                }
              : {}),
          }
        : current;
      fs.writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
      console.log(
        `${name}: report updated to ${current.version}${change.recorded.length ? ` (first recorded: ${change.recorded.join(', ')})` : ''}.`,
      );
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

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname)
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
